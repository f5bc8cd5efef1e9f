package arena.platform.contest;

import arena.game.api.EngineInfo;
import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.Limits;
import arena.game.api.StarterPack;
import arena.platform.error.ArenaException;
import arena.platform.i18n.HostedGames;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The games this site hosts: every engine on the class path (found with ServiceLoader), and the limits
 * its matches run with here.
 */
@Component
public class GameCatalog implements HostedGames {

    private static final Logger log = LoggerFactory.getLogger(GameCatalog.class);

    private final GameEngines engines;
    private final LimitsProperties limits;

    GameCatalog(LimitsProperties limits) {
        this.engines = GameEngines.load();
        this.limits = limits;
        log.info("games: {}", engines.all().stream().map(engine -> engine.info().id()).toList());
    }

    public GameEngines engines() {
        return engines;
    }

    @Override
    public List<GameEngine> all() {
        return engines.all();
    }

    public GameEngine engine(String game) {
        return engines.find(game).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.game", game));
    }

    public EngineInfo info(String game) {
        return engine(game).info();
    }

    /** The limits a contest's games run with: the site's for its game, with the contest's own times where it sets them. */
    public Limits limits(Contest contest) {
        Limits site = limits(contest.getGame());
        return site.withTimes(contest.startupLimit().orElse(site.startup()), contest.moveLimit().orElse(site.move()),
                site.total());
    }

    /** The game's starter pack in that language, if this site hosts the game and it has one. */
    public Optional<StarterPack> pack(String game, String language) {
        return engines.find(game).stream().flatMap(engine -> engine.info().packs().stream())
                .filter(pack -> pack.language().equals(language)).findFirst();
    }

    /**
     * The zip of one of the game's packs, read from the engine's class path.
     *
     * @throws ArenaException (not found) when the engine's jar lacks it
     */
    public byte[] packZip(String game, StarterPack pack) {
        ClassLoader loader = engine(game).getClass().getClassLoader();
        try (InputStream in = loader.getResourceAsStream(pack.resource())) {
            if (in == null) {
                throw ArenaException.notFound("error.NOT_FOUND.starterPack", pack.fileName());
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("reading the starter pack " + pack.resource(), e);
        }
    }

    /** The engine's limits with this site's overrides applied. */
    public Limits limits(String game) {
        Limits defaults = info(game).limits();
        LimitsProperties.GameLimits override = limits.games().get(game);
        if (override == null) {
            return defaults;
        }
        return new Limits(
                override.startup() != null ? override.startup() : defaults.startup(),
                override.move() != null ? override.move() : defaults.move(),
                override.total() != null ? override.total() : defaults.total(),
                override.memoryMb() != null ? override.memoryMb() : defaults.memoryMb(),
                defaults.maxMessageBytes(), defaults.cpu());
    }

    /**
     * The file name of the game's command-line tools (games/pom.xml's {@code -cli} jar: troopers' local runner
     * and repeater, the other games' runners), which the build copies into the site's {@code /downloads/}; empty
     * where this build did not package it.
     */
    public Optional<String> toolsJar(String game) {
        String file = "arena-game-" + game + "-cli.jar";
        boolean served = GameCatalog.class.getClassLoader().getResource("static/downloads/" + file) != null;
        return served ? Optional.of(file) : Optional.empty();
    }
}
