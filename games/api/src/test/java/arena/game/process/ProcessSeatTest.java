package arena.game.process;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ExitStatus;
import arena.game.api.ReasonCode;
import org.junit.jupiter.api.Test;

class ProcessSeatTest {

    @Test
    void aRuntimeThatSaysItsHeapIsFullIsAMemoryLimitWithThePeak() {
        ExitStatus status = ProcessSeat.classify(1,
                "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n\tat Main.main(Main.java:9)\n", 97);

        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(status.message()).isEqualTo(
                "the strategy ran out of memory: the Java heap is full (java.lang.OutOfMemoryError) (peak 97 MiB)");
        assertThat(status.peakMemoryMb()).isEqualTo(97);
        assertThat(status.memoryLimitMb()).as("local processes enforce no memory limit").isEqualTo(-1);
    }

    @Test
    void aSignalIsNamedAndTheMeasuredPeakAloneMakesNoMemoryLimit() {
        ExitStatus status = ProcessSeat.classify(139, "", 4000);

        assertThat(status.verdict(2)).hasToString("RUNTIME_ERROR: the process was killed by SIGSEGV");
    }

    @Test
    void aCleanExitMentioningMemoryIsStillJustAnExit() {
        assertThat(ProcessSeat.classify(0, "I avoided a java.lang.OutOfMemoryError today", 10).reason())
                .isEqualTo(ReasonCode.RUNTIME_ERROR);
    }
}
