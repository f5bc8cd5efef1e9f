package arena.game.sharif.match;

import arena.game.api.MatchContext;
import arena.game.api.Verdict;
import arena.game.sharif.protocol.InitMessage;
import arena.game.sharif.protocol.TurnMessage;
import arena.game.sharif.replay.GameRecord;
import arena.game.sharif.rules.Command;
import arena.game.sharif.rules.Game;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.SharifRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One live game (spec §8): seat i plays player i (teams {0, 2} and {1, 3}). Connect, pick, the turns
 * until the rules end the game, {@code shutdown}. Every seat is stopped when it returns, also when it fails.
 */
public final class SharifMatch {

    /** A finished game: its record, the final state and each player's verdict and figures. */
    public record Result(GameRecord record, Game game, List<Verdict> verdicts, List<Long> answerNanos,
            List<Integer> ignored, List<Integer> lateTurns) {
    }

    private final MatchContext match;
    private final SharifMap map;
    private final long seed;

    public SharifMatch(MatchContext match, SharifMap map, long seed) {
        if (match.seats().size() != SharifRules.PLAYERS) {
            throw new IllegalArgumentException("sharif needs 4 seats, not " + match.seats().size());
        }
        this.match = match;
        this.map = map;
        this.seed = seed;
    }

    public Result play() throws InterruptedException {
        Conversation talk = new Conversation(match);
        Game game = new Game(map, seed);
        List<Map<Integer, List<Command>>> steps = new ArrayList<>();
        Map<Integer, List<Integer>> picks;
        try {
            talk.connect();
            picks = talk.pick(perPlayer(p -> InitMessage.write(map, p)), map.rules().pickTimeout());
            game.start(picks);
            while (!game.over()) {
                List<Integer> active = new ArrayList<>();
                for (int p = 0; p < SharifRules.PLAYERS; p++) {
                    if (game.king(p).alive()) {
                        active.add(p);
                    }
                }
                Map<Integer, List<Command>> commands = talk.turn(game.turn(),
                        perPlayer(p -> TurnMessage.turn(game, p)), active, map.rules().turnTimeout());
                steps.add(Map.copyOf(commands));
                game.step(commands);
            }
            talk.finish(perPlayer(p -> TurnMessage.shutdown(game, p)));
        } finally {
            talk.stopAll();
        }
        List<Verdict> verdicts = new ArrayList<>();
        List<Long> nanos = new ArrayList<>();
        List<Integer> ignored = new ArrayList<>();
        List<Integer> late = new ArrayList<>();
        for (int p = 0; p < SharifRules.PLAYERS; p++) {
            verdicts.add(talk.verdict(p));
            nanos.add(talk.answerNanos(p));
            ignored.add(talk.ignored(p));
            late.add(talk.lateTurns(p));
        }
        return new Result(new GameRecord(map, seed, picks, steps), game, verdicts, nanos, ignored, late);
    }

    private static Map<Integer, byte[]> perPlayer(java.util.function.IntFunction<byte[]> message) {
        Map<Integer, byte[]> all = new HashMap<>();
        for (int p = 0; p < SharifRules.PLAYERS; p++) {
            all.put(p, message.apply(p));
        }
        return all;
    }
}
