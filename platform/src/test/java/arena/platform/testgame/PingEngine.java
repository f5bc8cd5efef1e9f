package arena.platform.testgame;

import arena.game.api.AcceptanceGame;
import arena.game.api.BotInfo;
import arena.game.api.Bounds;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.game.api.GameMap;
import arena.game.api.InProcessSeat;
import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.Outcome;
import arena.game.api.PointsTable;
import arena.game.api.ReasonCode;
import arena.game.api.StageScoring;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.api.SeatResult;
import arena.game.api.TiePolicy;
import arena.game.api.Verdict;
import arena.game.api.turn.Framing;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.Turn;
import arena.game.api.turn.TurnLoop;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A tiny stdio game for platform tests, independent of the real games: each seat is sent {@code ping}
 * lines and must answer {@code pong} to each within the move limit. Score = pongs answered.
 */
public final class PingEngine implements GameEngine {

    static final int ROUNDS = 3;

    @Override
    public EngineInfo info() {
        return new EngineInfo("ping", "Ping", "ping → pong",
                List.of(Format.freeForAll("solo", "Solo", 1), Format.freeForAll("duel", "Duel", 2)),
                List.of(new GameMap("m1", "Map one", 2, "m1")),
                new Limits(Duration.ofSeconds(5), Duration.ofSeconds(2), Duration.ZERO, 256, 1 << 20),
                Launch.stdio(), ScoreOrder.HIGHER_IS_BETTER, new StageScoring(PointsTable.of(TiePolicy.SPLIT, 3, 1), "3/1"),
                List.of(new BotInfo("pong", "Pong", "always answers")), List.of(), Bounds.of(ROUNDS));
    }

    @Override
    public List<AcceptanceGame> acceptanceGames() {
        return List.of(new AcceptanceGame("solo", "m1", Map.of()));
    }

    @Override
    public Seat createBot(String botId, int index, String name, SeatEvents events) {
        if (!botId.equals("pong")) {
            throw new IllegalArgumentException("unknown built-in bot: " + botId);
        }
        return new InProcessSeat(index, name, events) {
            @Override
            protected void receive(byte[] data) {
                emit("pong\n".getBytes(StandardCharsets.UTF_8));
            }
        };
    }

    @Override
    public Outcome play(MatchContext match) throws InterruptedException {
        List<Seat> seats = match.seats();
        int[] pongs = new int[seats.size()];
        byte[] ping = "ping\n".getBytes(StandardCharsets.UTF_8);
        TurnLoop<String> turns = new TurnLoop<>(match, seat -> Framing.lines());
        try {
            for (int round = 1; round <= ROUNDS; round++) {
                turns.turn(Turn.numbered(round));
                boolean first = round == 1;
                turns.ask(seats.stream().map(seat -> first ? Request.startUp(seat, ping) : Request.move(seat, ping))
                        .toList(), (seat, line, nanos) -> {
                            if (!line.strip().equals("pong")) {
                                return Step.broken(ReasonCode.PROTOCOL_ERROR, "expected pong, got " + line);
                            }
                            pongs[seat.index()]++;
                            return Step.DONE;
                        });
            }
            turns.finish();
        } finally {
            turns.stopAll();
        }
        Verdict[] verdicts = seats.stream().map(turns::verdict).toArray(Verdict[]::new);
        List<SeatResult> results = new ArrayList<>();
        for (Seat seat : seats) {
            int i = seat.index();
            int better = 0;
            for (int p : pongs) {
                if (p > pongs[i]) {
                    better++;
                }
            }
            results.add(new SeatResult(i, better + 1, i, Score.integer(pongs[i]), pongs[i] == ROUNDS ? "DONE" : "FAILED",
                    verdicts[i], Map.of("pongs", Integer.toString(pongs[i]))));
        }
        byte[] replay = ("{\"game\":\"ping\",\"pongs\":" + java.util.Arrays.toString(pongs) + "}").getBytes(StandardCharsets.UTF_8);
        return new Outcome(results, ROUNDS, "played " + ROUNDS + " rounds", replay);
    }
}
