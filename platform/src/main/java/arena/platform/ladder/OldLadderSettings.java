package arena.platform.ladder;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.logging.Log;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.logging.DeferredLogFactory;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.MutablePropertySources;
import org.springframework.core.env.PropertySource;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/**
 * Still reads the ladder's settings under the names they had while the ladder was called "the sandbox"
 * ({@code arena.sandbox.games-per-player-hour}, {@code run-every}, {@code scheduling}, and so their environment
 * variables such as {@code ARENA_SANDBOX_GAMES_PER_PLAYER_HOUR}), as their {@code arena.ladder.*} names, and warns
 * that the old name is deprecated; "sandbox" now names the isolation of strategies only. An old name counts where it
 * is set: the new name set in the same or a stronger place (the command line over the environment over
 * application.properties) wins, and an old name outranks the new name's default in application.properties.
 */
public class OldLadderSettings implements EnvironmentPostProcessor, Ordered {

    /** Old name to new name. */
    static final Map<String, String> RENAMED = Map.of(
            "arena.sandbox.games-per-player-hour", "arena.ladder.games-per-player-hour",
            "arena.sandbox.run-every", "arena.ladder.run-every",
            "arena.sandbox.scheduling", "arena.ladder.scheduling");

    /** The attached source that sees every other one; it would find every name at the top. */
    private static final String ATTACHED = "configurationProperties";

    /** The name of the sources this adds, each followed by the name of the source it stands for. */
    static final String PLACE = "arena.ladder settings under their old names in ";

    private final Log log;

    public OldLadderSettings(DeferredLogFactory logs) {
        this.log = logs.getLog(OldLadderSettings.class);
    }

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        MutablePropertySources sources = environment.getPropertySources();
        Map<String, Map<String, Object>> byPlace = new LinkedHashMap<>();
        RENAMED.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(renamed -> {
            for (PropertySource<?> source : sources) {
                if (source.getName().equals(ATTACHED) || source.getName().startsWith(PLACE)) {
                    continue;
                }
                if (source.containsProperty(renamed.getValue())) {
                    return;
                }
                if (source.containsProperty(renamed.getKey())) {
                    byPlace.computeIfAbsent(source.getName(), name -> new LinkedHashMap<>())
                            .put(renamed.getValue(), source.getProperty(renamed.getKey()));
                    log.warn(written(renamed.getKey(), source) + " (" + source.getName() + ") is deprecated: it is read"
                            + " as " + written(renamed.getValue(), source) + "; rename it, the old name will go");
                    return;
                }
            }
        });
        byPlace.forEach((place, values) -> sources.addBefore(place, new MapPropertySource(PLACE + place, values)));
    }

    /** A setting's name as it is written in its source: the environment has variables. */
    private static String written(String name, PropertySource<?> source) {
        return source instanceof SystemEnvironmentPropertySource
                ? name.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_') : name;
    }

    /** After application.properties and the other config files are read. */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
