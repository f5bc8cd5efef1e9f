package arena.sandbox.relay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.ExitStatus;
import arena.game.api.ReasonCode;
import org.junit.jupiter.api.Test;

class ExitReportTest {

    @Test
    void readsTheRelaysExitFrame() {
        ExitReport report = ExitReport.parse("signal=9 requested=1 cpu_ms=1234 peak_kb=20480 oom_kills=0");

        assertThat(report.signal()).isEqualTo(9);
        assertThat(report.exitCode()).isNull();
        assertThat(report.requested()).isTrue();
        assertThat(report.cpuMillis()).isEqualTo(1234);
        assertThat(report.peakKb()).isEqualTo(20480);
        assertThat(report.oomKills()).isZero();
    }

    @Test
    void anExitCodeIsARuntimeError() {
        ExitStatus status = ExitReport.parse("exit=3 requested=0 cpu_ms=1 peak_kb=1 oom_kills=0").status(false, 64, "");

        assertThat(status).isEqualTo(ExitStatus.exitCode(3).withMemory(1, 64));
    }

    @Test
    void aSignalIsARuntimeErrorWithItsName() {
        ExitStatus status = ExitReport.parse("signal=11 requested=0 cpu_ms=1 peak_kb=1 oom_kills=-1").status(false, 64, "");

        assertThat(status).isEqualTo(ExitStatus.signal("SIGSEGV").withMemory(1, 64));
    }

    @Test
    void dockersOomKilledIsMemoryLimitWithEvidence() {
        ExitStatus status = ExitReport.parse("signal=9 requested=0 cpu_ms=80 peak_kb=65536 oom_kills=1").status(true, 64, "");

        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(status.message()).isEqualTo(
                "the container ran out of memory and the kernel killed the strategy (OOMKilled: limit 64 MiB, peak 64 MiB)");
    }

    @Test
    void theCgroupsOomCounterAloneAlsoCounts() {
        ExitStatus status = ExitReport.parse("signal=9 requested=0 cpu_ms=80 peak_kb=-1 oom_kills=2").status(false, 96, "");

        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
    }

    @Test
    void usingUpTheCpuTimeLimitIsTimeLimit() {
        ExitStatus status = ExitReport.parse("signal=24 requested=0 cpu_ms=600000 peak_kb=1 oom_kills=-1").status(false, 64, "");

        assertThat(status.reason()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(status.signal()).isEqualTo("SIGXCPU");
    }

    @Test
    void aJavaRuntimeWithoutMemoryForItselfIsMemoryLimit() {
        ExitStatus status = ExitReport.parse("exit=1 requested=0 cpu_ms=80 peak_kb=1 oom_kills=-1").status(false, 192,
                "#\n# There is insufficient memory for the Java Runtime Environment to continue.\n# Native memory"
                        + " allocation (mmap) failed to map 520192 bytes.\n");

        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(status.message()).isEqualTo("the strategy ran out of memory: the Java runtime could not get more memory");
    }

    @Test
    void aFullMonoHeapIsMemoryLimit() {
        ExitStatus status = ExitReport.parse("exit=1 requested=0 cpu_ms=80 peak_kb=70000 oom_kills=-1").status(false, 128,
                "Unhandled Exception:\nSystem.OutOfMemoryException: Insufficient memory to continue the execution of the"
                        + " program.\n  at (wrapper alloc) System.Object.AllocVector(intptr,intptr)\n  at Bot.Main () [0x0000d]"
                        + "\n[ERROR] FATAL UNHANDLED EXCEPTION: System.OutOfMemoryException: Insufficient memory\n");

        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(status.message()).isEqualTo("the strategy ran out of memory: the heap is full (Mono: System.OutOfMemoryException)");
    }

    @Test
    void aFreePascalHeapOverflowIsMemoryLimit() {
        ExitStatus status = ExitReport.parse("exit=203 requested=0 cpu_ms=80 peak_kb=60000 oom_kills=-1").status(false, 64,
                "48 MiB\nRuntime error 203 at $0000000000418EA7\n  $0000000000418EA7\n");

        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(status.message()).isEqualTo("the strategy ran out of memory: the heap is full (Free Pascal: runtime error 203)");
    }

    @Test
    void aFullJavaHeapIsMemoryLimit() {
        ExitStatus status = ExitReport.parse("exit=1 requested=0 cpu_ms=80 peak_kb=1 oom_kills=0").status(false, 192,
                "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n\tat Main.main(Main.java:9)\n");

        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(status.message()).contains("java.lang.OutOfMemoryError");
    }

    @Test
    void aCleanExitMentioningMemoryIsStillJustAnExit() {
        ExitStatus status = ExitReport.parse("exit=0 requested=0 cpu_ms=1 peak_kb=1 oom_kills=0").status(false, 64,
                "I avoided a java.lang.OutOfMemoryError today");

        assertThat(status).isEqualTo(ExitStatus.exitCode(0).withMemory(1, 64));
    }

    @Test
    void aPeakAtTheLimitMakesAnUnexplainedKillAMemoryLimit() {
        ExitStatus status = ExitReport.parse("signal=9 requested=0 cpu_ms=80 peak_kb=557056 oom_kills=-1").status(false,
                544, "");

        assertThat(status.reason()).as("what the relay saw").isEqualTo(ReasonCode.RUNTIME_ERROR);
        assertThat(status.peakMemoryMb()).isEqualTo(544);
        assertThat(status.verdict(null)).hasToString(
                "MEMORY_LIMIT: the process was killed by SIGKILL at its memory limit (peak 544 MiB, limit 544 MiB)");
    }

    @Test
    void garbageIsTheRelaysFault() {
        assertThatThrownBy(() -> ExitReport.parse("whatever")).isInstanceOf(RelayException.class);
    }
}
