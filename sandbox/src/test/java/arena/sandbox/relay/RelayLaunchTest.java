package arena.sandbox.relay;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.Transport;
import arena.sandbox.RunningStrategy;
import arena.sandbox.StrategySpec;
import arena.sandbox.build.SourceTree;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The run frame a relay sandbox (Docker, isolated local) sends for a game's launch. */
class RelayLaunchTest {

    private static final Limits LIMITS = new Limits(Duration.ofSeconds(5), Duration.ofSeconds(1), Duration.ZERO, 64, 1 << 20);

    @Test
    void anOriginalClientGetsItsHostPortAndTokenFromTheEnvironmentAndNothingElseIsAdded() throws Exception {
        // the launch of an AIC20 client (sharif): no arguments, the original's environment variables
        Launch launch = new Launch(Transport.TCP, 7099, List.of(),
                Map.of("AICHostIP", "{host}", "AICHostPort", "{port}", "AICToken", "{token}"), "0123456789abcdef");
        FakeRelay relay = new FakeRelay();
        SourceTree files = SourceTree.of(Map.of("main.py", "print('hi')\n".getBytes(StandardCharsets.UTF_8)));
        try (RunningStrategy strategy = RelayLaunch.start(new StrategySpec(0, "aic", "python", files.zip(), "main.py",
                launch, LIMITS, "match=1 seat=0"), files, relay, Duration.ofSeconds(5), event -> { }, () -> { })) {
            RelayFrame run = relay.sent.stream().filter(f -> f.type() == RelayFrame.RUN).findFirst().orElseThrow();
            List<String> fields = Arrays.asList(run.text().split("\0"));

            assertThat(fields).contains("mode=t", "port=7099", "arg=python3", "arg=-u", "arg=main.py",
                    "env=AICHostIP=127.0.0.1", "env=AICHostPort=7099", "env=AICToken=0123456789abcdef");
            assertThat(fields.stream().filter(f -> f.startsWith("arg="))).containsExactly("arg=python3", "arg=-u",
                    "arg=main.py");
            assertThat(fields.stream().filter(f -> f.startsWith("env=")).map(f -> f.substring(4, f.indexOf('=', 4))))
                    .containsExactlyInAnyOrder("AICHostIP", "AICHostPort", "AICToken", "HOME", "LANG", "PATH", "TMPDIR");
        }
    }
}
