package arena.game.process;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.CpuTimes;
import arena.testing.Eventually;
import arena.testing.Required;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ThreadTimesTest {

    /** {@code /proc/<tid>/stat} of a thread: its nice value is field 19, its policy field 41. */
    private static String stat(String name, int nice, int policy) {
        StringBuilder line = new StringBuilder("4242 (" + name + ") R");
        for (int field = 4; field <= 52; field++) {
            line.append(' ').append(field == 19 ? nice : field == 41 ? policy : 0);
        }
        return line.append('\n').toString();
    }

    @Test
    void aThreadAtTheDefaultPriorityIsNotLowered() {
        assertThat(ThreadTimes.lowered(stat("java", 0, 0))).isFalse();
        assertThat(ThreadTimes.lowered(stat("a name) with (parens", 0, 0))).isFalse();
    }

    @Test
    void aPositiveNiceOrAYieldingPolicyIsLowered() {
        assertThat(ThreadTimes.lowered(stat("bot", 1, 0))).isTrue();
        assertThat(ThreadTimes.lowered(stat("bot", 0, 3))).as("SCHED_BATCH").isTrue();
        assertThat(ThreadTimes.lowered(stat("bot", 0, 5))).as("SCHED_IDLE").isTrue();
        assertThat(ThreadTimes.lowered(stat("bot", -5, 0))).isFalse();
    }

    @Test
    void aSpinningTreeRunsAndALoweredOneIsUnknown() throws Exception {
        Required.linux(Files.isDirectory(Path.of("/proc/self")), "no /proc here");
        Process spinner = new ProcessBuilder("sh", "-c", "sh -c 'while :; do :; done' & wait").start();
        Process lowered = new ProcessBuilder("nice", "-n", "5", "sh", "-c", "while :; do :; done").start();
        try {
            ThreadTimes times = ThreadTimes.ofTree(spinner.toHandle());
            CpuTimes read = Eventually.await("200 ms on a CPU", Duration.ofMinutes(1)).pollInterval(Duration.ofMillis(100))
                    .until(times::read, cpu -> cpu.known() && cpu.ranMillis() >= 200);
            assertThat(read.waitedMillis()).isNotNegative();

            Thread.sleep(100);
            assertThat(ThreadTimes.ofTree(lowered.toHandle()).read()).isEqualTo(CpuTimes.UNKNOWN);
        } finally {
            spinner.descendants().forEach(ProcessHandle::destroyForcibly);
            spinner.destroyForcibly();
            lowered.destroyForcibly();
        }
    }
}
