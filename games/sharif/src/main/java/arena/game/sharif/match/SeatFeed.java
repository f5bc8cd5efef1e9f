package arena.game.sharif.match;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.process.FedStrategy;
import arena.game.sharif.protocol.InitMessage;
import arena.game.sharif.protocol.TurnMessage;
import arena.game.sharif.replay.GameRecord;
import arena.game.sharif.replay.ReplayDocument;
import arena.game.sharif.replay.ReplayReader;
import arena.game.sharif.replay.Reproducing;
import arena.game.sharif.rules.Command;
import arena.game.sharif.rules.Game;
import arena.game.sharif.rules.SharifRules;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The engine's {@link Reproduction}: a replay played again by {@link Reproducing}, and one player's view of a recorded game fed to a local strategy through the match's own {@link Conversation}
 * (token, {@code init} and the pick window, then every turn's message and window, {@code shutdown}), while the
 * game goes on from the recorded picks and commands: the strategy's pick and commands change nothing and are
 * compared with the recorded ones. Its windows are the map's timeouts plus the local move time, as on the site
 * (D-14). A player whose king died is no longer waited for (§12.3), so its feed ends there.
 */
public final class SeatFeed implements Reproduction {

    private final Launch launch;
    private final Limits limits;

    /** @param launch how the game starts a strategy, and its limits: the engine's */
    public SeatFeed(Launch launch, Limits limits) {
        this.launch = launch;
        this.limits = limits;
    }

    @Override
    public Reproduced check(byte[] replay) {
        return new Reproducing().check(replay);
    }

    /** The pick is turn 0 of the feed, then each turn is numbered as its message numbers it. */
    @Override
    public Reproduced feed(byte[] replay, int player, List<String> command, Path dir, Duration move, PrintStream out)
            throws IOException, InterruptedException {
        FedStrategy.checkSeat(player, SharifRules.PLAYERS);
        GameRecord record = ReplayReader.read(replay);
        MatchSetup setup = new MatchSetup("2v2", record.map().name(), record.seed(), List.of(), limits, Map.of());
        FedStrategy strategy = FedStrategy.start(setup, command, dir, launch, move, out, "turn");
        Conversation talk = new Conversation(strategy.match(), Map.of(player, strategy.seat()));
        try {
            talk.connect();
            strategy.started(talk.turns());
            int lateBefore = talk.lateTurns(player);
            Map<Integer, List<Integer>> picks = talk.pick(Map.of(player, InitMessage.write(record.map(), player)),
                    record.map().rules().pickTimeout());
            strategy.answered(talk.turns(), 0);
            compare(strategy, out, 0, json(record.picks().get(player)), json(picks.get(player)),
                    talk.lateTurns(player) > lateBefore);
            Game game = new Game(record.map(), record.seed());
            game.start(record.picks());
            for (Map<Integer, List<Command>> step : record.commands()) {
                if (game.king(player).alive()) {
                    int turn = game.turn();
                    lateBefore = talk.lateTurns(player);
                    Map<Integer, List<Command>> answered = talk.turn(turn,
                            Map.of(player, TurnMessage.turn(game, player)), List.of(player),
                            record.map().rules().turnTimeout());
                    strategy.answered(talk.turns(), turn);
                    compare(strategy, out, turn, commands(step.get(player)), commands(answered.get(player)),
                            talk.lateTurns(player) > lateBefore);
                }
                game.step(step);
            }
            talk.finish(Map.of(player, TurnMessage.shutdown(game, player)));
            return strategy.report();
        } finally {
            talk.stopAll();
        }
    }

    /** A window that closed before the strategy's {@code endTurn} is no failure (§12.3), only said. */
    private static void compare(FedStrategy strategy, PrintStream out, int turn, String recorded, String answered,
            boolean late) {
        if (late) {
            out.println("turn " + turn + ": the strategy did not end its turn within the window; what it sent by then "
                    + "counts");
        }
        strategy.compare(turn, recorded, answered);
    }

    private static String commands(List<Command> commands) {
        return json(commands == null ? List.of() : commands.stream().map(ReplayDocument::command).toList());
    }

    private static String json(Object value) {
        return ReplayWriter.tree(value).toString();
    }
}
