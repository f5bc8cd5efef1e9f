package arena.game.cli;

import arena.game.api.GameEngine;
import arena.game.api.GameMap;
import arena.game.api.ReplayWriter;
import arena.game.api.page.PageWords;
import arena.game.api.page.ReplayPage;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tools.jackson.databind.JsonNode;

/**
 * {@code page REPLAY [--html FILE] [--map MAP]}, the verb every game's tool has: a replay file as one HTML page that
 * plays it offline in a browser, written by the same builder as the site's "download as a page" ({@link ReplayPage}).
 */
@Command(name = "page", description = "Writes a replay as one HTML page that plays it in a browser, offline.")
public final class PageCommand implements Callable<Integer> {

    @Parameters(paramLabel = "REPLAY", description = "a replay file (play --replay, or downloaded from the site)")
    private Path replay;

    @Option(names = "--html", paramLabel = "FILE", description = "the page to write (default: REPLAY with .html)")
    private Path html;

    @Option(names = "--map", paramLabel = "MAP", description = "the map to draw (default: the replay's own)")
    private String map;

    private final GameEngine engine;
    private final PrintStream out;

    public PageCommand(GameEngine engine, PrintStream out) {
        this.engine = engine;
        this.out = out;
    }

    @Override
    public Integer call() throws IOException {
        byte[] bytes = Files.readAllBytes(replay);
        String mapData = mapData(bytes);
        String id = engine.info().id();
        ClassLoader loader = engine.getClass().getClassLoader();
        Path target = html != null ? html : replay.resolveSibling(replay.getFileName().toString()
                .replaceFirst("\\.json$", "") + ".html");
        String title = engine.info().name() + ": " + replay.getFileName();
        Files.writeString(target, ReplayPage.build(id, loader, title, mapData, bytes, PageWords.english(id, loader)),
                StandardCharsets.UTF_8);
        out.println("page: " + target);
        return ExitCode.OK;
    }

    /**
     * The map named by --map (one of the game's), else the replay's own when the game has it, else none.
     *
     * @throws IllegalArgumentException when the file is not JSON or another game's replay: its page would show nothing
     */
    private String mapData(byte[] bytes) {
        JsonNode named;
        try {
            named = ReplayWriter.readReplay(engine.info().id(), bytes).path("map");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(replay + " is " + e.getMessage());
        }
        if (map != null) {
            return engine.info().map(map).map(GameMap::data)
                    .orElseThrow(() -> new IllegalArgumentException("no map " + map + " in " + engine.info().id()));
        }
        String name = named.isString() ? named.asString() : named.path("name").asString("");
        return engine.info().map(name).map(GameMap::data).orElse("");
    }
}
