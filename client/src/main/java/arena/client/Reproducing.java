package arena.client;

import arena.game.api.EngineVersion;
import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.cli.BotCommand;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * {@code reproduce}: a finished game's replay from the site, played again by the engine this client carries
 * (the games' own {@link Reproduction}, found with {@link GameEngines}), after checking that the engine is the
 * version that played it. With a seat and a bot, that seat's recorded view goes to a local strategy instead.
 */
final class Reproducing {

    private final Site site;
    /** Where to get this client's newest build: the site's download, or a sentence when no site is involved. */
    private final String download;
    private final GameEngines engines;
    private final PrintStream out;

    /** @param site the site the replays come from, or {@code null} for replay files only */
    Reproducing(Site site, GameEngines engines, PrintStream out) {
        this.site = site;
        this.download = (site != null ? site.base() : "the site that played it, at ") + "/downloads/" + Cli.JAR;
        this.engines = engines;
        this.out = out;
    }

    /** What to feed a seat's view to: the seat from 1, the strategy's command line, its folder and move time. */
    record Feed(int seat, String bot, Path dir, Duration move) {
    }

    /** A game of the site, by its id: its replay is downloaded. */
    int reproduce(String gameId, Optional<Feed> feed, boolean anyVersion) throws IOException, InterruptedException {
        long id = CustomGame.id(gameId, "game id");
        byte[] replay = site.download("/api/matches/" + id + "/replay");
        JsonNode header;
        try {
            header = ReplayWriter.read(replay);
        } catch (JacksonException e) {
            throw new Site.Unreachable("the site's replay is not JSON: " + e.getOriginalMessage());
        }
        return reproduce("game " + id, replay, header, feed, anyVersion);
    }

    /** A replay file: one a game's tool wrote ({@code play --replay}, a server's), or one downloaded before. */
    int reproduceFile(Path file, Optional<Feed> feed, boolean anyVersion) throws IOException, InterruptedException {
        byte[] replay = Files.readAllBytes(file);
        JsonNode header;
        try {
            header = ReplayWriter.read(replay);
        } catch (JacksonException e) {
            return cannot(file + " is not a replay: not a JSON document (" + e.getOriginalMessage() + ")");
        }
        if (!header.isObject() || !header.path("game").isString()) {
            return cannot(file + " is not a replay: it names no game");
        }
        return reproduce(file.toString(), replay, header, feed, anyVersion);
    }

    private int reproduce(String what, byte[] replay, JsonNode header, Optional<Feed> feed, boolean anyVersion)
            throws IOException, InterruptedException {
        String game = header.path("game").asString("");
        if (header.path("oversized").asBoolean(false)) {
            return cannot("the replay of " + what + " was over the site's size cap and was not kept, so its inputs "
                    + "are gone");
        }
        Optional<GameEngine> engine = engines.find(game);
        if (engine.isEmpty()) {
            return cannot("this client has no engine for the game \"" + game + "\"; download the site's own client: "
                    + download);
        }
        String name = engine.get().info().name();
        String local = EngineVersion.current();
        String played = header.hasNonNull(ReplayWriter.ENGINE) ? header.path(ReplayWriter.ENGINE).asString() : null;
        if (played == null) {
            out.println(what + " (" + name + "): the replay does not say which engine version played it (it was "
                    + "played before replays named it); playing it again with engine " + local);
        } else if (!played.equals(local)) {
            out.println(what + " (" + name + ") was played by engine " + played + ", but this client's engine "
                    + "is " + local + ": states may differ for that reason alone");
            if (!anyVersion) {
                out.println("download the site's client (" + download + "), or add "
                        + "--any-version to play it again all the same");
                return ExitCode.VERSION_MISMATCH;
            }
        } else {
            out.println(what + " (" + name + "), engine " + local + ": the version that played it");
        }
        Optional<Reproduction> reproduction = engine.get().reproduction();
        if (reproduction.isEmpty()) {
            return cannot(name + " games cannot be played again yet: the engine offers no reproduction of its "
                    + "replays (docs/cli.md says why, under reproduce)");
        }
        try {
            return feed.isPresent() ? feed(reproduction.get(), replay, header, feed.get()) : check(reproduction.get(), replay);
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            return cannot(name + ": " + e.getMessage());
        }
    }

    private int check(Reproduction reproduction, byte[] replay) {
        Reproduced again = reproduction.check(replay);
        if (again.identical()) {
            out.println("identical, " + again.turns() + " turns: every state played again is the recorded one");
            return ExitCode.OK;
        }
        out.println("differs at turn " + again.differsAt() + " (of " + again.turns() + "): " + again.detail());
        return ExitCode.DIFFERS;
    }

    private int feed(Reproduction reproduction, byte[] replay, JsonNode header, Feed feed)
            throws IOException, InterruptedException {
        if (feed.seat() < 1) {
            throw new UsageException("--seat counts from 1, not " + feed.seat());
        }
        out.println("seat " + feed.seat() + name(header, feed.seat()) + " is fed to " + feed.bot() + "; the other seats and every state stay as "
                + "recorded, so its answers change nothing");
        Reproduced fed;
        try {
            fed = reproduction.feed(replay, feed.seat() - 1, BotCommand.split(feed.bot()), feed.dir(), feed.move(), out);
        } catch (IllegalStateException e) {
            out.println(e.getMessage());
            return ExitCode.DIFFERS;
        } catch (IOException e) {
            // the process or its port could not be set up: a strategy that did not start, not the site's fault
            out.println("the strategy did not start: " + e.getMessage());
            return ExitCode.DIFFERS;
        }
        if (fed.identical()) {
            out.println("identical, " + fed.turns() + " turns: the strategy answered every turn as recorded");
            return ExitCode.OK;
        }
        out.println("first other answer at turn " + fed.differsAt() + ": " + fed.detail());
        return ExitCode.DIFFERS;
    }

    /**
     * " (alice)": the name of the player the replay numbers {@code seat} ({@code id} in bomber and troopers,
     * {@code player} in smartdog), which need not be the order a game's page lists them in; empty where the replay
     * names none.
     */
    private static String name(JsonNode header, int seat) {
        for (JsonNode player : header.path("players")) {
            JsonNode number = player.has("id") ? player.path("id") : player.path("player");
            if (number.isIntegralNumber() && number.asInt() == seat && player.path("name").isString()) {
                return " (" + player.path("name").asString() + ")";
            }
        }
        return "";
    }

    private int cannot(String why) {
        out.println(why);
        return ExitCode.CANNOT_REPRODUCE;
    }
}
