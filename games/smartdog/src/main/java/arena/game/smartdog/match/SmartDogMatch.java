package arena.game.smartdog.match;

import arena.game.api.MatchContext;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.Turn;
import arena.game.api.turn.TurnLoop;
import arena.game.smartdog.SmartDogWords;
import arena.game.smartdog.protocol.ClientLine;
import arena.game.smartdog.protocol.ClientLines;
import arena.game.smartdog.protocol.Join;
import arena.game.smartdog.protocol.ServerLines;
import arena.game.smartdog.protocol.TurnCommands;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.replay.PlayerEntry;
import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.SmartDogRules;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One game with the match's strategies on the site, over the text protocol of §9: each strategy connects and
 * joins, gets {@code wait}, then the game is played by {@link ProtocolGame} exactly as the standalone server
 * plays it (§9.6): every turn its {@code state}, {@code obj} and {@code turn} lines, its lines applied at once in
 * the order they arrive across all players, {@code do} even after its own {@code end} while another player has
 * not ended. A strategy that times out, disconnects or crashes aborts the game after that turn (§9.8):
 * everybody still connected gets {@code finished "youWin":false,"error":"player.gone"}. Deadlines, answer times
 * and verdicts are the engine SPI's {@link TurnLoop}, with the move limit as {@code waitForTurn}; each seat is
 * {@linkplain Request#listening() heard for the whole turn}.
 */
public final class SmartDogMatch {

    /** The error of an aborted game's {@code finished} line (§9.8). */
    public static final String PLAYER_GONE = ProtocolGame.PLAYER_GONE;

    private final String mapName;
    private final Layout layout;
    private final SmartDogRules rules;
    private final long seed;
    private final List<Player> players = new ArrayList<>();
    private final Map<Integer, Player> bySeat = new HashMap<>();
    private final TurnLoop<ClientLines.Line> turns;
    private ProtocolGame game;

    /**
     * @param seatByPlayer the seat that plays player i + 1 is {@code seatByPlayer.get(i)}
     * @param rules        with {@code waitForTurn} set to the move limit that is enforced
     */
    public SmartDogMatch(MatchContext match, String mapName, Layout layout, SmartDogRules rules, long seed,
            List<Integer> seatByPlayer) {
        this.mapName = mapName;
        this.layout = layout;
        this.rules = rules;
        this.seed = seed;
        for (int i = 0; i < seatByPlayer.size(); i++) {
            Seat seat = match.seats().get(seatByPlayer.get(i));
            Player player = new Player(seat, i + 1, match.setup().seatNames().get(seat.index()));
            players.add(player);
            bySeat.put(seat.index(), player);
        }
        this.turns = new TurnLoop<>(match, seat -> new ClientLines()).closedStream(TurnLoop.CONNECTION_CLOSED);
    }

    public GameRecord play() throws InterruptedException {
        game = new ProtocolGame(mapName, seed, layout, rules, players.size());
        try {
            boolean aborted = !join();
            while (!aborted && !game.over()) {
                aborted = !playTurn();
            }
            finish(aborted);
            return record(aborted);
        } finally {
            turns.stopAll();
        }
    }

    /** Every strategy connects and says {@code join}; true when all did. */
    private boolean join() throws InterruptedException {
        turns.turn(Turn.of(0, say("startUp")));
        List<Request> requests = new ArrayList<>();
        for (Player player : players) {
            requests.add(Request.greeting(player.seat).silence(say("noJoin")));
        }
        turns.ask(requests, (seat, line, nanos) -> {
            Player player = bySeat.get(seat.index());
            return greeting(line, text -> reply(player, text), name -> {
                player.joinedAs = name;
                send(player, ServerLines.waitLine());
            });
        });
        return !anyFailed();
    }

    /**
     * One line of a strategy that has not joined yet (§9.5): {@code join} is done (the caller answers {@code wait});
     * another command gets its error; a line too long gets its error and breaks the protocol.
     *
     * @param reply  sends an {@code error} line
     * @param joined gets the name the strategy joined as
     */
    static Step greeting(ClientLines.Line line, Consumer<String> reply, Consumer<String> joined) {
        if (line.tooLong()) {
            return tooLong(reply);
        }
        ClientLine parsed = ClientLine.parse(line.text());
        var join = Join.of(parsed);
        if (join.isPresent()) {
            joined.accept(join.get().name());
            return Step.DONE;
        }
        if (!parsed.blank()) {
            boolean gameCommand = parsed.command().equals("do") || parsed.command().equals("end");
            reply.accept(gameCommand ? ServerLines.error("Not in a game") : parsed.unknownCommand());
        }
        return Step.MORE;
    }

    /** One turn (§8.1); false when a strategy failed in it, which aborts the game after it. */
    private boolean playTurn() throws InterruptedException {
        List<String> lines = game.openTurn();
        int n = game.turn();
        turns.turn(Turn.of(n, say("turn", n)));
        List<Request> requests = new ArrayList<>();
        for (Player player : players) {
            requests.add(Request.move(player.seat, bytes(lines.get(player.number - 1))).silence(say("noEnd")).listening());
        }
        turns.ask(requests, (seat, line, nanos) -> {
            Player player = bySeat.get(seat.index());
            if (line.tooLong()) {
                return tooLong(text -> reply(player, text));
            }
            if (anyFailed()) {
                // the game is aborted: nothing more is applied (§9.8)
                return ClientLine.parse(line.text()).command().equals("end") ? Step.DONE : Step.MORE;
            }
            TurnCommands.Reply reply = game.line(player.number, line.text());
            if (reply.reply() != null) {
                send(player, reply.reply());
            }
            return reply.end() ? Step.DONE : Step.MORE;
        });
        game.closeTurn();
        return !anyFailed();
    }

    private void finish(boolean aborted) throws InterruptedException {
        for (Player player : players) {
            turns.end(player.seat, bytes(game.finished(player.number, aborted)));
        }
        turns.finish();
    }

    private GameRecord record(boolean aborted) {
        List<PlayerEntry> entries = new ArrayList<>();
        for (Player p : players) {
            entries.add(game.entry(p.number, p.name, p.seat.index(), p.joinedAs, turns.verdict(p.seat),
                    turns.answerNanos(p.seat), turns.unsolicited(p.seat)));
        }
        return game.record(aborted, entries);
    }

    /** A line past the limit: its error, and the protocol is broken (D20). */
    static Step tooLong(Consumer<String> reply) {
        reply.accept(ServerLines.error("Line too long"));
        return Step.broken(ReasonCode.PROTOCOL_ERROR, tooLongWords());
    }

    /** {@code a line longer than 4096 bytes}: the standalone server says it too. */
    static Phrase tooLongWords() {
        return say("tooLong", ClientLines.MAX_LINE_BYTES);
    }

    /** Smartdog's words for the verdicts of a game: {@code outcome.smartdog.verdict.<what>}. */
    static Phrase say(String what, Object... args) {
        return SmartDogWords.WORDS.say("outcome.smartdog.verdict." + what, args);
    }

    private void reply(Player player, String line) {
        game.told(player.number, line);
        send(player, line);
    }

    private void send(Player player, String line) {
        player.seat.send(bytes(line));
    }

    private boolean anyFailed() {
        return players.stream().anyMatch(p -> turns.failed(p.seat));
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
