package arena.game.bomber.cli;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.SeatEvent;
import arena.game.api.SeatHub;
import arena.game.api.local.ProcessSeat;
import arena.game.bomber.BomberEngine;
import arena.game.bomber.protocol.Answer;
import arena.game.bomber.protocol.BoardJson;
import arena.game.bomber.protocol.BomberProtocol;
import arena.game.bomber.protocol.LineBuffer;
import arena.game.bomber.replay.GameRecord;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberRules;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Feeds a recorded game to a local strategy as one of its bombers saw it, tick by tick, so it can be
 * debugged on exactly the states of a game played elsewhere. Its answers change nothing; they are
 * compared with the recorded commands.
 */
final class LocalFeed {

    private final PrintStream out;
    private final Limits limits;
    private SeatHub hub;
    private final LineBuffer lines = new LineBuffer(BomberRules.MAX_LINE_BYTES);

    LocalFeed(PrintStream out, Duration move) {
        this.out = out;
        this.limits = BomberEngine.LIMITS.withTimes(move, move, Duration.ZERO);
    }

    int feed(GameRecord game, int playerId, String command, Path dir) throws IOException, InterruptedException {
        if (playerId < 1 || playerId > game.players().size()) {
            throw new IllegalArgumentException("--player must be 1.." + game.players().size());
        }
        List<String> names = game.players().stream().map(p -> p.name()).toList();
        hub = new SeatHub(new MatchSetup(names.size() + "p", game.map().name(), game.seed(), names, limits, Map.of()));
        ProcessSeat seat = ProcessSeat.start(0, "local", CommandLine.split(command), dir, Launch.stdio(), limits, hub);
        hub.add(seat);
        int differences = 0;
        try {
            Board s0 = game.snapshots().get(0);
            seat.send(bytes(BomberProtocol.init(playerId, s0.width(), s0.height(), game.rules(), limits)));
            String ready = nextLine();
            if (ready == null || BomberProtocol.checkReady(ready) != null) {
                out.println("the strategy did not start: " + (ready == null ? "no ready" : BomberProtocol.checkReady(ready)));
                return 1;
            }
            for (int t = 1; t < game.snapshots().size(); t++) {
                Board before = game.snapshots().get(t - 1);
                if (!before.player(playerId).alive()) {
                    break;
                }
                String board = BomberProtocol.write(BoardJson.write(before));
                seat.send(bytes(BomberProtocol.tick(before.tick(), playerId, board)));
                String line = nextLine();
                if (line == null) {
                    out.println("tick " + t + ": the strategy stopped answering");
                    return 1;
                }
                Answer answer = BomberProtocol.answer(line, before.tick());
                Action recorded = game.ticks().get(t - 1).input().commands().getOrDefault(playerId, Action.WAIT);
                if (answer.action() != recorded || !answer.isValid()) {
                    differences++;
                    out.println("tick " + t + ": recorded " + recorded + ", the strategy now answers " + answer.action()
                            + (answer.isValid() ? "" : " (invalid: " + answer.invalid() + ")"));
                }
            }
            Board last = game.finalBoard();
            seat.send(bytes(BomberProtocol.end(last.player(playerId).alive() ? "GAME_OVER" : "DEAD", last.tick(),
                    last.player(playerId).points())));
            out.println(differences == 0 ? "the strategy answered every tick as recorded"
                    : differences + " ticks differ from the recording");
            return 0;
        } finally {
            seat.kill();
        }
    }

    /** The strategy's next line, or {@code null} when it ended or let the time limit pass. */
    private String nextLine() throws InterruptedException {
        long deadline = hub.now() + limits.move().toNanos();
        while (true) {
            SeatEvent event = hub.poll(deadline);
            if (event == null || event instanceof SeatEvent.Disconnected || event instanceof SeatEvent.Exited) {
                return null;
            }
            if (event instanceof SeatEvent.Received received) {
                List<LineBuffer.Line> complete = lines.feed(received.data());
                if (!complete.isEmpty()) {
                    return complete.get(0).text();
                }
            }
        }
    }

    private static byte[] bytes(String line) {
        return line.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }
}
