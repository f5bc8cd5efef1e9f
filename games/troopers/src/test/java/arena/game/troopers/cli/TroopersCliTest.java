package arena.game.troopers.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TroopersCliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int cli(String... args) throws InterruptedException {
        return TroopersCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void playsBuiltInBotsAndPrintsPlaces() throws InterruptedException {
        assertThat(cli("bots", "2x3", "7", "quickstart", "idle")).isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("quickstart1").contains("idle2");
        assertThat(printed.lines().skip(1)).hasSize(2);
    }

    @Test
    void explainsItsUsage() throws InterruptedException {
        assertThat(cli()).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("usage: <local-runner.properties> [seed]");
        assertThat(cli("bots", "3x3", "1", "idle", "idle", "idle")).isEqualTo(2);
    }
}
