package arena.game.bomber.replay;

import arena.game.api.Limits;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.bomber.protocol.BoardJson;
import arena.game.process.FedStrategy;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A bomber replay played again: its recorded inputs (map, rules, seed, turn orders, commands, crashes) through
 * {@link Resimulation}, each state S0 .. S(end) compared with the replay's snapshots; state t is the one after
 * tick t. A seat's view goes to a local strategy through {@link LocalFeed}, the bomber at seat i being player
 * i + 1.
 */
public final class Reproducing implements Reproduction {

    private final Limits limits;

    /** @param limits the engine's limits, whose times a feed replaces with the local ones ({@link FedStrategy}) */
    public Reproducing(Limits limits) {
        this.limits = limits;
    }

    @Override
    public Reproduced check(byte[] replay) {
        RecordedGame inputs = ReplayReader.read(replay);
        GameRecord again = Resimulation.run(inputs);
        List<Object> states = again.snapshots().stream().<Object>map(BoardJson::write).toList();
        return Reproduced.compare(inputs.ticks().size(), ReplayWriter.read(replay).path("snapshots"), states,
                index -> index);
    }

    @Override
    public Reproduced feed(byte[] replay, int seat, List<String> command, Path dir, Duration move, PrintStream out)
            throws IOException, InterruptedException {
        GameRecord game = Resimulation.run(ReplayReader.read(replay));
        FedStrategy.checkSeat(seat, game.players().size());
        return new LocalFeed(out, limits, move).feed(game, seat + 1, command, dir);
    }
}
