package arena.game.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/** The engines on the class path, found with {@link ServiceLoader}, by id. */
public final class GameEngines {

    private final Map<String, GameEngine> byId;

    private GameEngines(Map<String, GameEngine> byId) {
        this.byId = Collections.unmodifiableMap(byId);
    }

    public static GameEngines load() {
        return load(GameEngines.class.getClassLoader());
    }

    public static GameEngines load(ClassLoader loader) {
        List<GameEngine> engines = new ArrayList<>();
        ServiceLoader.load(GameEngine.class, loader).forEach(engines::add);
        return of(engines);
    }

    public static GameEngines of(List<GameEngine> engines) {
        Map<String, GameEngine> byId = new LinkedHashMap<>();
        engines.stream()
                .sorted(java.util.Comparator.comparing(engine -> engine.info().id()))
                .forEach(engine -> {
                    if (byId.putIfAbsent(engine.info().id(), engine) != null) {
                        throw new IllegalStateException("two engines with the id " + engine.info().id());
                    }
                });
        return new GameEngines(byId);
    }

    public Optional<GameEngine> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** @throws IllegalArgumentException for an unknown game */
    public GameEngine get(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("no engine for the game " + id));
    }

    public List<GameEngine> all() {
        return List.copyOf(byId.values());
    }
}
