package arena.game.smartdog.match;

import arena.game.api.MatchContext;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.Turn;
import arena.game.api.turn.TurnLoop;
import arena.game.smartdog.protocol.ClientLine;
import arena.game.smartdog.protocol.ClientLines;
import arena.game.smartdog.protocol.Join;
import arena.game.smartdog.protocol.ServerLines;
import arena.game.smartdog.protocol.TurnCommands;
import arena.game.smartdog.replay.Frame;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.replay.Input;
import arena.game.smartdog.replay.PlayerEntry;
import arena.game.smartdog.rules.Game;
import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.Sighting;
import arena.game.smartdog.rules.SmartDogRules;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One game with the match's strategies, over the text protocol of §9: each strategy connects and joins,
 * gets {@code wait }, {@code start} and {@code landscape}, then every turn its {@code state}, {@code obj}
 * and {@code turn} lines; its {@code do} lines are applied at once, in the order they arrive across all
 * players, until every player has sent {@code end}. A strategy that times out, disconnects or crashes
 * aborts the game after that turn (§9.8): everybody still connected gets
 * {@code finished "youWin":false,"error":"player.gone"}. Deadlines, answer times and verdicts are the
 * engine SPI's {@link TurnLoop}, with the move limit as {@code waitForTurn}.
 *
 * <p>A line a strategy sends after its own {@code end} while the turn is still open is not applied: the
 * turn loop has stopped listening to that strategy and drops it (counted as ignored). The original clients
 * never do this; the standalone server follows §9.6 exactly.
 */
public final class SmartDogMatch {

    /** The error of an aborted game's {@code finished} line (§9.8). */
    public static final String PLAYER_GONE = "player.gone";

    private final MatchContext match;
    private final String mapName;
    private final Layout layout;
    private final SmartDogRules rules;
    private final long seed;
    private final List<Player> players = new ArrayList<>();
    private final Map<Integer, Player> bySeat = new HashMap<>();
    private final TurnLoop<ClientLines.Line> turns;
    private final List<List<Input>> inputs = new ArrayList<>();
    private final List<Frame> frames = new ArrayList<>();
    private Game game;

    /**
     * @param seatByPlayer the seat that plays player i + 1 is {@code seatByPlayer.get(i)}
     * @param rules        with {@code waitForTurn} set to the move limit that is enforced
     */
    public SmartDogMatch(MatchContext match, String mapName, Layout layout, SmartDogRules rules, long seed,
            List<Integer> seatByPlayer) {
        this.match = match;
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
        this.turns = new TurnLoop<>(match, seat -> new ClientLines()).closedStream("connection closed");
    }

    public GameRecord play() throws InterruptedException {
        game = new Game(layout, rules);
        frames.add(Frame.of(game));
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
        turns.turn(Turn.of(0, "start-up"));
        List<Request> requests = new ArrayList<>();
        for (Player player : players) {
            requests.add(Request.greeting(player.seat).silence("no join"));
        }
        turns.ask(requests, (seat, line, nanos) -> {
            Player player = bySeat.get(seat.index());
            if (line.tooLong()) {
                return tooLong(player);
            }
            ClientLine parsed = ClientLine.parse(line.text());
            var join = Join.of(parsed);
            if (join.isPresent()) {
                player.joinedAs = join.get().name();
                send(player, ServerLines.waitLine());
                return Step.DONE;
            }
            if (!parsed.blank()) {
                boolean gameCommand = parsed.command().equals("do") || parsed.command().equals("end");
                reply(player, gameCommand ? ServerLines.error("Not in a game") : parsed.unknownCommand());
            }
            return Step.MORE;
        });
        return !anyFailed();
    }

    /** One turn (§8.1); false when a strategy failed in it, which aborts the game after it. */
    private boolean playTurn() throws InterruptedException {
        game.beginTurn();
        int n = game.turn();
        turns.turn(Turn.of(n, "turn " + n));
        List<Input> said = new ArrayList<>();
        inputs.add(said);
        List<Request> requests = new ArrayList<>();
        for (Player player : players) {
            StringBuilder lines = new StringBuilder();
            if (n == 1) {
                lines.append(ServerLines.start(player.number, layout, rules)).append(ServerLines.landscape(layout));
            }
            lines.append(ServerLines.state(n));
            for (Sighting sighting : game.view(player.number)) {
                lines.append(ServerLines.obj(sighting));
            }
            lines.append(ServerLines.turn());
            requests.add(Request.move(player.seat, bytes(lines.toString())).silence("no end"));
        }
        turns.ask(requests, (seat, line, nanos) -> {
            Player player = bySeat.get(seat.index());
            if (line.tooLong()) {
                return tooLong(player);
            }
            ClientLine parsed = ClientLine.parse(line.text());
            if (anyFailed()) {
                // the game is aborted: nothing more is applied (§9.8)
                return parsed.command().equals("end") ? Step.DONE : Step.MORE;
            }
            said.add(new Input(player.number, parsed.raw()));
            TurnCommands.Reply reply = TurnCommands.apply(game, player.number, parsed);
            if (reply.reply() != null) {
                reply(player, reply.reply());
            }
            return reply.end() ? Step.DONE : Step.MORE;
        });
        game.endTurn();
        frames.add(Frame.of(game));
        return !anyFailed();
    }

    private void finish(boolean aborted) throws InterruptedException {
        int winner = aborted ? 0 : game.winner();
        for (Player player : players) {
            String finished = aborted ? ServerLines.finished(false, 0, PLAYER_GONE)
                    : ServerLines.finished(winner == player.number, winner, null);
            turns.end(player.seat, bytes(finished));
        }
        turns.finish();
    }

    private GameRecord record(boolean aborted) {
        List<PlayerEntry> entries = new ArrayList<>();
        for (Player p : players) {
            entries.add(new PlayerEntry(p.number, p.name, p.seat.index(), p.joinedAs, turns.verdict(p.seat),
                    turns.answerNanos(p.seat), p.warnings, p.errors, turns.unsolicited(p.seat)));
        }
        List<Integer> inPen = new ArrayList<>();
        for (int p = 1; p <= game.players(); p++) {
            inPen.add(game.sheepInPen(p));
        }
        return new GameRecord(mapName, seed, rules, layout, entries, inputs, frames, aborted,
                aborted ? 0 : game.winner(), inPen);
    }

    private Step tooLong(Player player) {
        reply(player, ServerLines.error("Line too long"));
        return Step.broken(ReasonCode.PROTOCOL_ERROR, "a line longer than " + ClientLines.MAX_LINE_BYTES + " bytes");
    }

    private void reply(Player player, String line) {
        if (line.startsWith("warning ")) {
            player.warnings++;
        } else {
            player.errors++;
        }
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
