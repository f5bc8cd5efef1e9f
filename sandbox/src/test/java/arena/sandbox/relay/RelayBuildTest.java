package arena.sandbox.relay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.sandbox.SandboxException;
import arena.sandbox.build.BuildLimits;
import arena.sandbox.build.BuildResult;
import arena.sandbox.build.Language;
import arena.sandbox.build.Languages;
import arena.sandbox.build.PlannedBuild;
import arena.sandbox.build.SourceTree;
import arena.testing.Eventually;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A compilation driven by synthetic relay frames. */
class RelayBuildTest {

    private static final SourceTree SOURCES = SourceTree.of(Map.of("main.cpp", "int main(){}".getBytes(StandardCharsets.UTF_8)));
    private static final PlannedBuild PLANNED = new PlannedBuild(Languages.get("cpp"), SOURCES,
            new Language.BuildPlan("./arena-main", "g++ -o arena-main main.cpp"));

    private final FakeRelay relay = new FakeRelay();

    private CompletableFuture<BuildResult> build(Duration timeout) {
        RelayBuild build = new RelayBuild("submission=1", BuildLimits.DEFAULT, 1024);
        return CompletableFuture.supplyAsync(() -> {
            try {
                return build.run(relay, PLANNED, timeout, Duration.ofSeconds(5));
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private void awaitRunFrame() {
        Eventually.await("the relay is sent its RUN frame", Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(20))
                .untilAsserted(() -> assertThat(relay.sentTypes()).contains(RelayFrame.RUN));
    }

    @Test
    void theFilesSentBackBecomeTheArtifact() throws Exception {
        CompletableFuture<BuildResult> result = build(Duration.ofMinutes(2));
        awaitRunFrame();

        relay.says(RelayFrame.LOG, "compiling\n");
        relay.says(RelayFrame.EXIT, "exit=0 requested=0 cpu_ms=500 peak_kb=90000 oom_kills=0");
        relay.says(RelayFrame.FILE, "arena-main");
        relay.says(RelayFrame.BYTES, "ELF");
        relay.says(RelayFrame.FILE, "main.cpp");
        relay.says(RelayFrame.of(RelayFrame.FILES_END));

        BuildResult build = result.get(5, TimeUnit.SECONDS);
        assertThat(build.ok()).isTrue();
        assertThat(build.entry()).isEqualTo("./arena-main");
        assertThat(build.log()).isEqualTo("compiling\n");
        assertThat(SourceTree.unzip(build.artifact(), 1 << 20, 10).files()).containsOnlyKeys("arena-main", "main.cpp");
        assertThat(relay.sent.get(relay.sent.size() - 1).text()).contains("mode=c").contains("arg=g++ -o arena-main main.cpp");
    }

    @Test
    void aFailedCompilerIsACompileErrorWithItsFirstError() throws Exception {
        CompletableFuture<BuildResult> result = build(Duration.ofMinutes(2));
        awaitRunFrame();

        relay.says(RelayFrame.LOG, "main.cpp:1:1: error: 'x' does not name a type\n");
        relay.says(RelayFrame.EXIT, "exit=1 requested=0 cpu_ms=500 peak_kb=90000 oom_kills=0");
        relay.ends(null);

        BuildResult build = result.get(5, TimeUnit.SECONDS);
        assertThat(build.ok()).isFalse();
        assertThat(build.message()).isEqualTo("main.cpp:1:1: error: 'x' does not name a type");
        assertThat(build.phrase()).as("the compiler's own line has no words of Arena's").isNull();
    }

    @Test
    void aCompilerOverTimeIsStopped() throws Exception {
        CompletableFuture<BuildResult> result = build(Duration.ofMillis(300));

        BuildResult build = result.get(10, TimeUnit.SECONDS);
        assertThat(build.ok()).isFalse();
        assertThat(build.message()).isEqualTo("compilation took longer than 300 ms");
        assertThat(build.phrase().key()).isEqualTo("outcome.build.timeoutMillis");
        assertThat(build.phrase().args()).containsExactly(300L);
        assertThat(relay.sentTypes()).endsWith(RelayFrame.TERMINATE);
        assertThat(relay.killed).isTrue();
    }

    @Test
    void aCompilerKilledByASignalSaysSoInWords() throws Exception {
        CompletableFuture<BuildResult> result = build(Duration.ofMinutes(2));
        awaitRunFrame();

        relay.says(RelayFrame.EXIT, "signal=6 requested=0 cpu_ms=500 peak_kb=90000 oom_kills=0");
        relay.ends(null);

        BuildResult build = result.get(5, TimeUnit.SECONDS);
        assertThat(build.message()).isEqualTo("the compiler was killed by SIGABRT");
        assertThat(build.phrase().key()).isEqualTo("outcome.build.killed");
        assertThat(build.phrase().args()).containsExactly("SIGABRT");
    }

    @Test
    void aRelayFailureIsTheSandboxsFault() throws Exception {
        CompletableFuture<BuildResult> result = build(Duration.ofMinutes(2));
        awaitRunFrame();

        relay.says(RelayFrame.FAILURE, "cannot write the files to /work: No space left on device");

        assertThatThrownBy(() -> result.get(5, TimeUnit.SECONDS)).hasCauseInstanceOf(SandboxException.class)
                .hasMessageContaining("No space left on device");
    }
}
