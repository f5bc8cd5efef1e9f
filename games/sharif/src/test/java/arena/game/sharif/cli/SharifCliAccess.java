package arena.game.sharif.cli;

import java.io.PrintStream;
import java.util.Map;

/** The command line for tests in other packages. */
public final class SharifCliAccess {

    private SharifCliAccess() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err, Map<String, String> env) throws Exception {
        return SharifCli.run(args, out, err, env);
    }
}
