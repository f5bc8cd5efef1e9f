package arena.game.sharif.match;

import arena.game.api.MatchContext;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.Verdict;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.Turn;
import arena.game.api.turn.TurnLoop;
import arena.game.sharif.protocol.ClientMessage;
import arena.game.sharif.protocol.NulFraming;
import arena.game.sharif.rules.Command;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The four clients' side of spec §12 through the shared {@link TurnLoop}: the token, then per phase one
 * message to every seat at once and a receive window that a seat closes with {@code endTurn}. A window
 * lasts the map's timeout plus the extra of D-14 ({@code Limits.move()}); it {@linkplain Request#lapsing()
 * lapses} for a seat that has not ended its turn by then: no verdict, the seat plays the next turn, and what
 * it sends late (tagged with the closed turn) is dropped, as the original does (§12.3). Commands tagged
 * with another turn or sent after the seat's own {@code endTurn} are dropped too.
 */
final class Conversation {

    /** Sharif's words and the shared ones: the verdicts' evidence. */
    private static final Phrases WORDS = Phrases.of(Conversation.class, "sharif");

    private final TurnLoop<String> turns;
    /** The seat of each player; one player alone when a recorded seat is fed to a local strategy. */
    private final Map<Integer, Seat> seats;
    /** The player of each seat's index. */
    private final Map<Integer, Integer> players = new HashMap<>();
    private final Duration extra;
    private final int[] ignored = new int[4];
    /** A seat's unsolicited messages when its king died; what it says afterwards is not counted. */
    private final Integer[] unsolicitedAtDeath = new Integer[4];

    /** Seat i plays player i. */
    Conversation(MatchContext match) {
        this(match, seatsByIndex(match));
    }

    /** @param seats the seat of each player talked to, all of them seats of {@code match} */
    Conversation(MatchContext match, Map<Integer, Seat> seats) {
        this.seats = new TreeMap<>(seats);
        seats.forEach((player, seat) -> players.put(seat.index(), player));
        this.extra = match.setup().limits().move();
        this.turns = new TurnLoop<>(match, seat -> new NulFraming()).closedStream(TurnLoop.CONNECTION_CLOSED);
    }

    private static Map<Integer, Seat> seatsByIndex(MatchContext match) {
        Map<Integer, Seat> seats = new HashMap<>();
        match.seats().forEach(seat -> seats.put(seat.index(), seat));
        return seats;
    }

    /** Every client connects and says its token first (§12.2). */
    void connect() throws InterruptedException {
        turns.turn(Turn.of(0, WORDS.say("outcome.sharif.verdict.connection")));
        Phrase noToken = WORDS.say("outcome.sharif.verdict.noToken");
        turns.ask(seats.values().stream().map(seat -> Request.greeting(seat).silence(noToken)).toList(),
                (seat, text, nanos) -> ClientMessage.read(text).flatMap(ClientMessage::token).isPresent() ? Step.DONE
                        : Step.broken(ReasonCode.PROTOCOL_ERROR, WORDS.say("outcome.sharif.verdict.notToken")));
    }

    /** The pick window (turn 0): {@code init} to everyone, then each client's first pick. */
    Map<Integer, List<Integer>> pick(Map<Integer, byte[]> init, int pickTimeoutMs) throws InterruptedException {
        Map<Integer, List<Integer>> picks = new HashMap<>();
        window(0, WORDS.say("outcome.sharif.verdict.pick"), init, pickTimeoutMs, (player, message) -> {
            if (ClientMessage.PICK.equals(message.type())) {
                picks.putIfAbsent(player, message.pickedUnits());
            }
        });
        return picks;
    }

    /**
     * One turn's window: the turn message to every seat in {@code messages}; the seats of {@code waitFor}
     * are waited for, the others (dead kings) are only told.
     */
    Map<Integer, List<Command>> turn(int turn, Map<Integer, byte[]> messages, List<Integer> waitFor, int timeoutMs)
            throws InterruptedException {
        Map<Integer, List<Command>> commands = new HashMap<>();
        Map<Integer, byte[]> asked = new HashMap<>();
        messages.forEach((player, bytes) -> {
            if (waitFor.contains(player)) {
                asked.put(player, bytes);
            } else if (turns.live(seats.get(player))) {
                if (unsolicitedAtDeath[player] == null) {
                    unsolicitedAtDeath[player] = turns.unsolicited(seats.get(player));
                }
                seats.get(player).send(bytes); // inactive: not waited for (§12.3)
            }
        });
        window(turn, WORDS.say("outcome.sharif.verdict.turn", turn), asked, timeoutMs, (player, message) -> message
                .command().ifPresent(command -> commands.computeIfAbsent(player, p -> new ArrayList<>()).add(command)));
        return commands;
    }

    private interface Reader {
        void read(int player, ClientMessage message);
    }

    private void window(int turn, Phrase label, Map<Integer, byte[]> messages, int timeoutMs, Reader reader)
            throws InterruptedException {
        turns.turn(Turn.of(turn, label));
        Duration window = Duration.ofMillis(timeoutMs).plus(extra);
        List<Request> requests = new ArrayList<>();
        messages.forEach((player, bytes) -> requests.add(Request.move(seats.get(player), bytes).within(window)
                .lapsing()));
        turns.ask(requests, (seat, text, nanos) -> {
            ClientMessage message = ClientMessage.read(text).orElse(null);
            if (message == null || message.turn() != turn) {
                ignored[players.get(seat.index())]++;
                return Step.MORE;
            }
            if (ClientMessage.END_TURN.equals(message.type())) {
                return Step.DONE;
            }
            reader.read(players.get(seat.index()), message);
            return Step.MORE;
        });
    }

    /** The loop itself, for a feed that checks its one seat ({@link SeatFeed}). */
    TurnLoop<String> turns() {
        return turns;
    }

    boolean live(int player) {
        return turns.live(seats.get(player));
    }

    /** {@code shutdown} to every client still running, then every seat is stopped. */
    void finish(Map<Integer, byte[]> shutdown) throws InterruptedException {
        shutdown.forEach((player, bytes) -> turns.end(seats.get(player), bytes));
        turns.finish();
    }

    void stopAll() {
        turns.stopAll();
    }

    Verdict verdict(int player) {
        return turns.verdict(seats.get(player));
    }

    long answerNanos(int player) {
        return turns.answerNanos(seats.get(player));
    }

    /** Windows that closed before the player's {@code endTurn}. */
    int lateTurns(int player) {
        return turns.lapses(seats.get(player));
    }

    /**
     * Messages dropped: broken, tagged with another turn, late, or sent after endTurn. Not counted: what a client
     * says after its king died, which the original ignores as well (§12.3); the original clients keep ending
     * their turns then, every turn to the end of the game.
     */
    int ignored(int player) {
        Integer atDeath = unsolicitedAtDeath[player];
        return ignored[player] + (atDeath == null ? turns.unsolicited(seats.get(player)) : atDeath);
    }
}
