package arena.game.troopers.match;

import arena.game.api.MatchContext;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.Verdict;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.Turn;
import arena.game.api.turn.TurnLoop;
import arena.game.troopers.TroopersWords;
import arena.game.troopers.protocol.ClientFraming;
import arena.game.troopers.protocol.ClientMessage;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.protocol.ServerMessages;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.TroopersRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The 2013 conversation with every strategy of a match (spec §7.4) on the SPI's {@link TurnLoop}: token,
 * TEAM_SIZE, PROTOCOL_VERSION, GAME_CONTEXT; then one PLAYER_CONTEXT per action of a trooper, answered by one
 * MOVE within what is left of the trooper's turn time (D31) and of the game's total time (§5.11); GAME_OVER at
 * the end to every strategy still playing. A failed strategy's seat is stopped at once (D20).
 */
final class Conversation {

    /** What the game makes of one MOVE: a step of the turn loop (DONE, or broken for an invalid action). */
    interface MoveHandler extends Function<Action, Step> {
    }

    private final TurnLoop<ClientMessage> loop;
    private final List<Seat> seats;
    private final String token;
    private final Map<Integer, Integer> versions = new HashMap<>();
    private final Map<Integer, Boolean> mapSent = new HashMap<>();
    private final Map<Integer, Long> turnNanos = new HashMap<>();
    private final Map<Integer, StreamRecord> streams = new HashMap<>();
    private final int mapBlockBytes;

    /** @param mapBlockBytes the size of the cells and matrix blocks, cut from the recorded streams */
    Conversation(MatchContext match, String token, int mapBlockBytes) {
        this.seats = match.seats();
        this.token = token;
        this.mapBlockBytes = mapBlockBytes;
        seats.forEach(seat -> streams.put(seat.index(), new StreamRecord()));
        this.loop = new TurnLoop<ClientMessage>(match, seat -> new ClientFraming()).closedStream(TurnLoop.CONNECTION_CLOSED);
    }

    /** Token, TEAM_SIZE and PROTOCOL_VERSION from every seat at once, then GAME_CONTEXT to those that made it. */
    void handshake(int teamSize, TroopersRules rules) throws InterruptedException {
        loop.turn(Turn.of(0, say("connection")));
        List<Request> greetings = new ArrayList<>();
        seats.forEach(seat -> greetings.add(Request.greeting(seat).silence(say("noToken"))));
        loop.ask(greetings, (seat, message, nanos) -> {
            if (!(message instanceof ClientMessage.Token t)) {
                return broken(message, "notToken");
            }
            return t.token().equals(token) ? Step.DONE : Step.broken(ReasonCode.PROTOCOL_ERROR, say("unknownToken"));
        });
        List<Request> versionRequests = new ArrayList<>();
        for (Seat seat : seats) {
            if (loop.live(seat)) {
                byte[] message = ServerMessages.teamSize(teamSize);
                streams.get(seat.index()).add(message);
                versionRequests.add(Request.startUp(seat, message).silence(say("noVersion")));
            }
        }
        loop.ask(versionRequests, (seat, message, nanos) -> {
            if (!(message instanceof ClientMessage.Version v)) {
                return broken(message, "notVersion");
            }
            if (!Protocol.supported(v.version())) {
                return Step.broken(ReasonCode.PROTOCOL_ERROR, say("version", v.version()));
            }
            versions.put(seat.index(), v.version());
            return Step.DONE;
        });
        for (Seat seat : seats) {
            if (loop.live(seat)) {
                byte[] message = ServerMessages.gameContext(rules, version(seat));
                streams.get(seat.index()).add(message);
                seat.send(message);
            }
        }
    }

    /** The protocol version the seat's client announced (2 before it said one). */
    int version(Seat seat) {
        return versions.getOrDefault(seat.index(), Protocol.VERSION);
    }

    /** Whether the seat's next PLAYER_CONTEXT is its first, which carries cells and matrix. */
    boolean needsMap(Seat seat) {
        return !mapSent.getOrDefault(seat.index(), false);
    }

    /** A trooper's turn begins: its strategy has the whole turn limit again (D31). */
    void beginTurn(Seat seat, int moveIndex) {
        turnNanos.put(seat.index(), 0L);
        loop.turn(Turn.of(moveIndex, say("move", moveIndex)));
    }

    /**
     * Sends one PLAYER_CONTEXT and waits for its MOVE, within what is left of the turn and of the game's total.
     *
     * @param totalLimit the game's total real time for one strategy (§5.11)
     */
    void ask(Seat seat, byte[] playerContext, Duration turnLimit, Duration totalLimit, MoveHandler handler)
            throws InterruptedException {
        if (loop.live(seat)) {
            streams.get(seat.index()).add(playerContext, needsMap(seat) ? mapBlockBytes : 0);
        }
        mapSent.put(seat.index(), true);
        long turnLeft = turnLimit.toNanos() - turnNanos.getOrDefault(seat.index(), 0L);
        long totalLeft = totalLimit.toNanos() - loop.answerNanos(seat);
        Duration limit = Duration.ofNanos(Math.max(0, Math.min(turnLeft, totalLeft)));
        loop.ask(Request.move(seat, playerContext).within(limit, limitWords(limit, turnLimit, totalLimit,
                totalLeft < turnLeft)).silence(say("noMove")), (s, message, nanos) -> {
            if (!(message instanceof ClientMessage.Move move)) {
                return broken(message, "notMove");
            }
            turnNanos.merge(s.index(), nanos, Long::sum);
            return handler.apply(move.action());
        });
    }

    /**
     * What a time-limit verdict says the limit was when it is not the whole turn (then {@code null}: the plain
     * {@code limit 2,000 ms}): what was left of the turn after the trooper's earlier actions, or of the game's
     * total time, each named, since a bare {@code limit 78 ms} reads like the rules' limit.
     */
    private static Phrase limitWords(Duration left, Duration turnLimit, Duration totalLimit, boolean totalFirst) {
        if (totalFirst) {
            return say("totalLeft", left.toMillis(), totalLimit.toMillis());
        }
        if (left.equals(turnLimit)) {
            return null;
        }
        return say("turnLeft", left.toMillis(), turnLimit.toMillis());
    }

    /** Handles closed connections and exits that arrived while nobody was asked. */
    void drain() throws InterruptedException {
        loop.drain();
    }

    boolean live(Seat seat) {
        return loop.live(seat);
    }

    boolean failed(Seat seat) {
        return loop.failed(seat);
    }

    Verdict verdict(Seat seat) {
        return loop.verdict(seat);
    }

    long answerNanos(Seat seat) {
        return loop.answerNanos(seat);
    }

    long lastNanos(Seat seat) {
        return loop.lastNanos(seat);
    }

    /** GAME_OVER to every strategy still playing (§7.4 step 6), then every seat is stopped. */
    void finish() throws InterruptedException {
        for (Seat seat : seats) {
            if (loop.live(seat)) {
                streams.get(seat.index()).add(ServerMessages.gameOver());
            }
            loop.end(seat, ServerMessages.gameOver());
        }
        loop.finish();
    }

    /** What the seat was sent, its map blocks cut out (for the repeater). */
    StreamRecord stream(Seat seat) {
        return streams.get(seat.index());
    }

    void stopAll() {
        loop.stopAll();
    }

    /** @param otherwise the key of troopers' words for a message that came where another was due */
    private static Step broken(ClientMessage message, String otherwise) {
        Phrase problem = message instanceof ClientMessage.Broken b ? b.problem() : say(otherwise);
        return Step.broken(ReasonCode.PROTOCOL_ERROR, problem);
    }

    /** Troopers' words for the verdicts of the conversation: {@code outcome.troopers.verdict.<what>}. */
    private static Phrase say(String what, Object... args) {
        return TroopersWords.WORDS.say("outcome.troopers.verdict." + what, args);
    }
}
