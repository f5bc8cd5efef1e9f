package arena.game.process;

import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Eventually;
import arena.testing.Required;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ProcessTreeTest {

    @Test
    void cpuTimeCountsTheDescendantsOfAnIdleParent() throws Exception {
        Required.linux(Files.isDirectory(Path.of("/proc/self")), "no /proc here");
        // The shell itself waits; its child spins.
        Process parent = new ProcessBuilder("sh", "-c", "sh -c 'while :; do :; done' & wait").start();
        try {
            Eventually.await("200 ms of CPU time in the tree", Duration.ofMinutes(1)).pollInterval(Duration.ofMillis(100))
                    .until(() -> ProcessTree.cpuMillis(parent.toHandle()), cpu -> cpu >= 200);
            assertThat(ProcessTree.peakResidentMb(parent.toHandle())).isPositive();
        } finally {
            parent.descendants().forEach(ProcessHandle::destroyForcibly);
            parent.destroyForcibly();
        }
    }

    @Test
    void aProcessThatIsGoneIsUnknown() throws Exception {
        Required.linux(Files.isDirectory(Path.of("/proc/self")), "no /proc here");
        Process done = new ProcessBuilder("true").start();
        assertThat(done.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(ProcessTree.cpuMillis(done.toHandle())).isEqualTo(-1);
        assertThat(ProcessTree.peakResidentMb(done.toHandle())).isEqualTo(-1);
    }
}
