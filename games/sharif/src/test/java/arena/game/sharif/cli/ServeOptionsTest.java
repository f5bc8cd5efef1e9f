package arena.game.sharif.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServeOptionsTest {

    private static final String ZERO = "00000000000000000000000000000000";

    @Test
    void theOriginalsDefaults() {
        ServeOptions options = ServeOptions.parse(new String[] {"serve", "--map", "final2"}, Map.of());

        assertThat(options.error()).isNull();
        assertThat(options.port()).isEqualTo(7099);
        assertThat(options.extra()).isZero();
        assertThat(options.connectWait()).as("as long as it takes").isNull();
        assertThat(options.tokens()).containsExactly(ZERO, ZERO, ZERO, ZERO);
    }

    @Test
    void theOriginalsEnvironmentAndExtraSpelling() {
        ServeOptions options = ServeOptions.parse(new String[] {"serve", "--extra=200"},
                Map.of("AICMap", "maps/final1.map", "AICClientsPort", "7200", "AICClient2Token", "abc"));

        assertThat(options.map()).isEqualTo("maps/final1.map");
        assertThat(options.port()).isEqualTo(7200);
        assertThat(options.extra()).isEqualTo(Duration.ofMillis(200));
        assertThat(options.tokens()).containsExactly(ZERO, ZERO, "abc", ZERO);
        assertThat(ServeOptions.parse(new String[] {"serve", "--extra:150", "--map", "x"}, Map.of()).extra())
                .isEqualTo(Duration.ofMillis(150));
    }

    @Test
    void mistakesAreNamed() {
        assertThat(ServeOptions.parse(new String[] {"serve"}, Map.of()).error()).contains("--map");
        assertThat(ServeOptions.parse(new String[] {"serve", "--map", "a", "--port"}, Map.of()).error())
                .contains("--port needs a value");
        assertThat(ServeOptions.parse(new String[] {"serve", "--map", "a", "--speed", "2"}, Map.of()).error())
                .contains("unknown option --speed");
    }
}
