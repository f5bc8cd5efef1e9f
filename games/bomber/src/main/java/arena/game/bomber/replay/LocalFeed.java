package arena.game.bomber.replay;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Reproduced;
import arena.game.api.SeatEvent;
import arena.game.api.Seat;
import arena.game.process.FedStrategy;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.Turn;
import arena.game.api.turn.TurnLoop;
import arena.game.bomber.protocol.Answer;
import arena.game.bomber.protocol.BoardJson;
import arena.game.bomber.protocol.BomberProtocol;
import arena.game.bomber.protocol.LineBuffer;
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
 * compared with the recorded commands, each difference printed.
 */
public final class LocalFeed {

    private final PrintStream out;
    private final Limits limits;
    private final Duration move;

    /**
     * @param limits the engine's limits
     * @param move   the strategy's start-up and move times on this machine
     */
    public LocalFeed(PrintStream out, Limits limits, Duration move) {
        this.out = out;
        this.limits = limits;
        this.move = move;
    }

    /**
     * @return the ticks fed, with the first tick the strategy answered otherwise than recorded
     * @throws IllegalStateException when the strategy did not start or stopped answering
     */
    public Reproduced feed(GameRecord game, int playerId, List<String> command, Path dir)
            throws IOException, InterruptedException {
        if (playerId < 1 || playerId > game.players().size()) {
            throw new IllegalArgumentException("--player must be 1.." + game.players().size());
        }
        MatchSetup setup = new MatchSetup(game.players().size() + "p", game.map().name(), game.seed(),
                game.players().stream().map(p -> p.name()).toList(), limits, Map.of());
        FedStrategy strategy = FedStrategy.start(setup, command, dir, Launch.stdio(), move, out, "tick");
        Seat seat = strategy.seat();
        Limits local = strategy.match().setup().limits();
        LineBuffer lines = new LineBuffer(BomberRules.MAX_LINE_BYTES);
        TurnLoop<LineBuffer.Line> turns = new TurnLoop<>(strategy.match(), any -> event ->
                event instanceof SeatEvent.Received received ? lines.feed(received.data()) : List.of());
        try {
            Board s0 = game.snapshots().get(0);
            turns.turn(Turn.of(0, BomberProtocol.WORDS.say("outcome.bomber.verdict.startUp")));
            byte[] init = bytes(BomberProtocol.init(playerId, s0.width(), s0.height(), game.rules(), local));
            Phrase noReady = BomberProtocol.WORDS.say("outcome.bomber.verdict.noReady");
            turns.ask(Request.startUp(seat, init).silence(noReady), (any, line, nanos) -> {
                Phrase problem = line.tooLong() ? BomberProtocol.WORDS.say("outcome.bomber.verdict.readyTooLong",
                        BomberRules.MAX_LINE_BYTES) : BomberProtocol.checkReady(line.text());
                return problem == null ? Step.DONE : Step.broken(ReasonCode.PROTOCOL_ERROR, problem);
            });
            strategy.started(turns);
            for (int t = 1; t < game.snapshots().size(); t++) {
                Board before = game.snapshots().get(t - 1);
                if (!before.player(playerId).alive()) {
                    break;
                }
                String board = BomberProtocol.write(BoardJson.write(before));
                Answer[] answer = new Answer[1];
                turns.turn(Turn.of(t, BomberProtocol.WORDS.say("outcome.bomber.verdict.tick", t)));
                byte[] tick = bytes(BomberProtocol.tick(before.tick(), playerId, board));
                turns.ask(Request.move(seat, tick), (any, line, nanos) -> {
                    answer[0] = line.tooLong()
                            ? BomberProtocol.tooLongAnswer()
                            : BomberProtocol.answer(line.text(), before.tick());
                    return Step.DONE;
                });
                strategy.answered(turns, t);
                Action recorded = game.ticks().get(t - 1).input().commands().getOrDefault(playerId, Action.WAIT);
                strategy.compare(t, recorded.toString(), answer[0].action()
                        + (answer[0].isValid() ? "" : " (invalid: " + answer[0].invalid() + ")"));
            }
            Board last = game.finalBoard();
            turns.end(seat, bytes(BomberProtocol.end(last.player(playerId).alive() ? "GAME_OVER" : "DEAD", last.tick(),
                    last.player(playerId).points())));
            turns.finish();
            return strategy.report();
        } finally {
            turns.stopAll();
        }
    }

    private static byte[] bytes(String line) {
        return line.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }
}
