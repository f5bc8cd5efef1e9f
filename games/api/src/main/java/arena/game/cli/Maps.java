package arena.game.cli;

import arena.game.api.EngineInfo;
import arena.game.api.GameMap;
import java.io.PrintStream;

/** {@code maps}: one line per map of a game, {@code <id> (<n> players): <name>}. */
public final class Maps {

    private Maps() {
    }

    public static int print(EngineInfo info, PrintStream out) {
        for (GameMap map : info.maps()) {
            out.println(map.id() + " (" + map.seats() + (map.seats() == 1 ? " player" : " players") + "): "
                    + map.name());
        }
        return ExitCode.OK;
    }
}
