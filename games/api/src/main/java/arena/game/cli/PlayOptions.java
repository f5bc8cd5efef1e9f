package arena.game.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options of {@code play}, the verb every game's tool has for a game of its built-in bots:
 * {@code --bots} (comma-separated or repeated, one per player), {@code --map}, {@code --seed} and
 * {@code --replay}. A game adds its own options beside these.
 */
public final class PlayOptions {

    @Option(names = "--bots", split = ",", paramLabel = "BOT", description = "built-in bots, one per player")
    private List<String> bots;

    @Option(names = "--map", paramLabel = "MAP", description = "the map (default: the game's own choice)")
    private String map;

    @Option(names = "--seed", paramLabel = "N", description = "the game's seed")
    private Long seed;

    @Option(names = "--replay", paramLabel = "FILE", description = "write the replay to FILE")
    private Path replay;

    /** The bots named, or these when {@code --bots} was not given. */
    public List<String> bots(List<String> otherwise) {
        return bots == null ? otherwise : bots.stream().map(String::strip).toList();
    }

    /** {@code null} when not given. */
    public String map() {
        return map;
    }

    public long seed(long otherwise) {
        return seed == null ? otherwise : seed;
    }

    /** {@code null} when not given. */
    public Path replay() {
        return replay;
    }
}
