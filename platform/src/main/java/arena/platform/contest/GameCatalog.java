package arena.platform.contest;

import arena.game.api.EngineInfo;
import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.Limits;
import arena.platform.web.ArenaException;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The games this site hosts: every engine on the class path (found with ServiceLoader), and the limits
 * its matches run with here.
 */
@Component
public class GameCatalog {

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

    public List<GameEngine> all() {
        return engines.all();
    }

    public GameEngine engine(String game) {
        return engines.find(game).orElseThrow(() -> ArenaException.notFound("the game " + game));
    }

    public EngineInfo info(String game) {
        return engine(game).info();
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
                defaults.maxMessageBytes());
    }
}
