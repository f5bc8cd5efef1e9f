package arena.game.bomber.replay;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Reproduced;
import arena.game.api.SeatEvent;
import arena.game.api.SeatHub;
import arena.game.process.ProcessSeat;
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

    /** @param limits the strategy's limits, its start-up and move times the local machine's */
    public LocalFeed(PrintStream out, Limits limits) {
        this.out = out;
        this.limits = limits;
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
        List<String> names = game.players().stream().map(p -> p.name()).toList();
        SeatHub hub = new SeatHub(new MatchSetup(names.size() + "p", game.map().name(), game.seed(), names, limits,
                Map.of()));
        ProcessSeat seat = ProcessSeat.start(0, "local", command, dir, Launch.stdio(), limits, hub);
        hub.add(seat);
        LineBuffer lines = new LineBuffer(BomberRules.MAX_LINE_BYTES);
        TurnLoop<LineBuffer.Line> turns = new TurnLoop<>(hub, any -> event ->
                event instanceof SeatEvent.Received received ? lines.feed(received.data()) : List.of());
        int differences = 0;
        Integer first = null;
        String firstDetail = "";
        int fed = 0;
        try {
            Board s0 = game.snapshots().get(0);
            turns.turn(Turn.of(0, BomberProtocol.WORDS.say("outcome.bomber.verdict.startUp")));
            byte[] init = bytes(BomberProtocol.init(playerId, s0.width(), s0.height(), game.rules(), limits));
            Phrase noReady = BomberProtocol.WORDS.say("outcome.bomber.verdict.noReady");
            turns.ask(Request.startUp(seat, init).silence(noReady), (any, line, nanos) -> {
                Phrase problem = line.tooLong() ? BomberProtocol.WORDS.say("outcome.bomber.verdict.readyTooLong",
                        BomberRules.MAX_LINE_BYTES) : BomberProtocol.checkReady(line.text());
                return problem == null ? Step.DONE : Step.broken(ReasonCode.PROTOCOL_ERROR, problem);
            });
            if (!turns.live(seat)) {
                throw new IllegalStateException("the strategy did not start: " + turns.verdict(seat));
            }
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
                if (!turns.live(seat)) {
                    throw new IllegalStateException("the strategy stopped answering at tick " + t + ": "
                            + turns.verdict(seat));
                }
                fed = t;
                Action recorded = game.ticks().get(t - 1).input().commands().getOrDefault(playerId, Action.WAIT);
                if (answer[0].action() != recorded || !answer[0].isValid()) {
                    differences++;
                    String detail = "recorded " + recorded + ", the strategy now answers " + answer[0].action()
                            + (answer[0].isValid() ? "" : " (invalid: " + answer[0].invalid() + ")");
                    out.println("tick " + t + ": " + detail);
                    if (first == null) {
                        first = t;
                        firstDetail = detail;
                    }
                }
            }
            Board last = game.finalBoard();
            turns.end(seat, bytes(BomberProtocol.end(last.player(playerId).alive() ? "GAME_OVER" : "DEAD", last.tick(),
                    last.player(playerId).points())));
            turns.finish();
            out.println(differences == 0 ? "the strategy answered every tick as recorded"
                    : differences + " ticks differ from the recording");
            return new Reproduced(fed, first, firstDetail);
        } finally {
            turns.stopAll();
        }
    }

    private static byte[] bytes(String line) {
        return line.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }
}
