package arena.platform.ladder;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.logging.Log;
import org.junit.jupiter.api.Test;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/** The ladder's settings under their names from before the rename (arena.sandbox.*) are still read, with a warning. */
class OldLadderSettingsTest {

    /** What application.properties sets. */
    private static final Map<String, Object> DEFAULTS = Map.of("arena.ladder.games-per-player-hour", "1",
            "arena.ladder.run-every", "10s", "arena.ladder.scheduling", "true");

    private final List<String> warnings = new ArrayList<>();
    private final StandardEnvironment environment = new StandardEnvironment();

    OldLadderSettingsTest() {
        environment.getPropertySources().remove(StandardEnvironment.SYSTEM_PROPERTIES_PROPERTY_SOURCE_NAME);
        environment.getPropertySources().remove(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME);
        environment.getPropertySources().addLast(new MapPropertySource("application.properties", DEFAULTS));
    }

    @Test
    void oldNamesOnTheCommandLineAreReadAsTheNewOnesWithAWarning() {
        environment.getPropertySources().addFirst(new MapPropertySource("commandLineArgs",
                Map.of("arena.sandbox.scheduling", "false", "arena.sandbox.run-every", "3s")));

        LadderProperties properties = process();

        assertThat(properties.scheduling()).isFalse();
        assertThat(properties.runEvery()).isEqualTo(Duration.ofSeconds(3));
        assertThat(properties.gamesPerPlayerHour()).isEqualTo(1.0);
        assertThat(warnings).containsExactly(
                "arena.sandbox.run-every (commandLineArgs) is deprecated: it is read as arena.ladder.run-every;"
                        + " rename it, the old name will go",
                "arena.sandbox.scheduling (commandLineArgs) is deprecated: it is read as arena.ladder.scheduling;"
                        + " rename it, the old name will go");
    }

    @Test
    void theOldEnvironmentVariableIsRead() {
        environment.getPropertySources().addFirst(new SystemEnvironmentPropertySource("systemEnvironment",
                Map.of("ARENA_SANDBOX_GAMES_PER_PLAYER_HOUR", "2.5")));

        assertThat(process().gamesPerPlayerHour()).isEqualTo(2.5);
        assertThat(warnings).containsExactly("ARENA_SANDBOX_GAMES_PER_PLAYER_HOUR (systemEnvironment) is deprecated:"
                + " it is read as ARENA_LADDER_GAMES_PER_PLAYER_HOUR; rename it, the old name will go");
    }

    @Test
    void aNewNameSetInTheSameOrAStrongerPlaceWins() {
        environment.getPropertySources().addFirst(new SystemEnvironmentPropertySource("systemEnvironment",
                Map.of("ARENA_SANDBOX_GAMES_PER_PLAYER_HOUR", "2.5", "ARENA_LADDER_GAMES_PER_PLAYER_HOUR", "4",
                        "ARENA_SANDBOX_SCHEDULING", "false")));
        environment.getPropertySources().addFirst(new MapPropertySource("commandLineArgs",
                Map.of("arena.ladder.scheduling", "true")));

        LadderProperties properties = process();

        assertThat(properties.gamesPerPlayerHour()).isEqualTo(4.0);
        assertThat(properties.scheduling()).isTrue();
        assertThat(warnings).isEmpty();
    }

    @Test
    void withoutOldNamesNothingChanges() {
        int sources = environment.getPropertySources().size();

        LadderProperties properties = process();

        assertThat(properties).isEqualTo(new LadderProperties(1.0, Duration.ofSeconds(10), true));
        assertThat(environment.getPropertySources().size()).isEqualTo(sources);
        assertThat(warnings).isEmpty();
    }

    @Test
    void aSiteStartedWithAnOldNameReadsIt() {
        SpringApplication site = new SpringApplication(NoBeans.class);
        site.setWebApplicationType(WebApplicationType.NONE);
        site.setBannerMode(Banner.Mode.OFF);
        try (ConfigurableApplicationContext context = site.run("--arena.sandbox.run-every=7s")) {
            assertThat(context.getEnvironment().getProperty("arena.ladder.run-every")).isEqualTo("7s");
        }
    }

    /** A site with nothing in it but its settings (application.properties says arena.ladder.run-every=10s). */
    @Configuration(proxyBeanMethods = false)
    static class NoBeans {
    }

    private LadderProperties process() {
        Log log = (Log) Proxy.newProxyInstance(Log.class.getClassLoader(), new Class<?>[] {Log.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("warn")) {
                        warnings.add(String.valueOf(args[0]));
                    }
                    return method.getReturnType() == boolean.class ? Boolean.TRUE : null;
                });
        new OldLadderSettings(destination -> log).postProcessEnvironment(environment, null);
        return Binder.get(environment).bind("arena.ladder", LadderProperties.class).get();
    }
}
