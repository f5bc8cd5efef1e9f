package arena.game.sharif.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code serve}: the original server's part, for four clients on this machine. */
@Command(name = "serve", description = {"The original server's part, for four clients on this machine.",
    "They are started with AICHostIP, AICHostPort and AICToken (all-zero: the 1st and 3rd client are kings 0 and 2,",
    "the 2nd and 4th kings 1 and 3). Like the original, the map defaults to AICMap, the port to AICClientsPort,",
    "each slot's token to AICClient<i>Token; --extra=MS and --extra:MS are the original's spellings."})
final class ServeCommand implements Callable<Integer> {

    private final Map<String, String> env;
    private final PrintStream out;

    @Option(names = "--map", paramLabel = "MAP", description = "a map's name or a map file")
    String map;
    @Option(names = "--port", paramLabel = "PORT", description = "the TCP port (default: 7099)")
    Integer port;
    @Option(names = "--seed", paramLabel = "N", description = "the seed (default: a random one)")
    Long seed;
    @Option(names = "--replay", paramLabel = "FILE", description = "the replay (default: sharif-<map>-<seed>.replay.json)")
    Path replay;
    @Option(names = "--extra", paramLabel = "MS", description = "added to the pick and turn timeouts (default: 0)")
    long extra;
    @Option(names = "--wait", paramLabel = "MS", description = "how long to wait for the clients (default: as long as "
            + "it takes)")
    Long wait;

    ServeCommand(Map<String, String> env, PrintStream out) {
        this.env = env;
        this.out = out;
    }

    ServeOptions options() {
        return ServeOptions.of(map, port, seed, replay, extra, wait, env);
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        ServeOptions options = options();
        if (options.error() != null) {
            throw new IllegalArgumentException(options.error());
        }
        return SharifCli.serve(options, out);
    }
}
