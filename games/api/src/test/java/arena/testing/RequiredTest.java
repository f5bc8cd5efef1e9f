package arena.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

class RequiredTest {

    @Test
    void aMissingToolSkipsTheTestOrFailsItWhenTheSwitchRequiresTools() {
        Throwable missing = catchThrowable(() -> Required.tool("arena-no-such-tool"));

        if (Required.by(Required.TOOLS)) {
            assertThat(missing).isInstanceOf(AssertionFailedError.class)
                    .hasMessage("arena-no-such-tool is not installed (ARENA_REQUIRE_TOOLS=true makes this a failure)");
        } else {
            assertThat(missing).isInstanceOf(TestAbortedException.class)
                    .hasMessageContaining("arena-no-such-tool is not installed. Skipped; ARENA_REQUIRE_TOOLS=true makes it a failure.");
        }
    }

    @Test
    void anInstalledToolLetsTheTestRun() {
        // the JVM running this test has its launcher on the PATH wherever Maven runs
        Required.tool("java");
        assertThat(Required.installed("java")).isTrue();
    }

    @Test
    void aToolThatTellsItsVersionOtherwiseIsAskedThatWay() {
        // as fpc -iV and go version: the JVM's launcher answers -version, and fails on an option it does not know
        Required.tool("java", "-version");
        Throwable missing = catchThrowable(() -> Required.tool("java", "--arena-no-such-option"));

        assertThat(missing).isInstanceOfAny(AssertionFailedError.class, TestAbortedException.class)
                .hasMessageContaining("java is not installed");
    }

    @Test
    void aToolThatTellsNoVersionIsAskedWithAnyCommandLine() {
        // sh (dash) has no --version: a command that succeeds proves it is there
        Required.tool("sh", "-c", "true");
        Throwable missing = catchThrowable(() -> Required.tool("sh", "-c", "exit 3"));

        assertThat(missing).isInstanceOfAny(AssertionFailedError.class, TestAbortedException.class)
                .hasMessageContaining("sh is not installed");
    }

    @Test
    void whatTheKernelLacksFailsOnLinuxAndSkipsElsewhere() {
        Required.linux(true, "no /proc here");
        Throwable missing = catchThrowable(() -> Required.linux(false, "no /proc here"));

        if (System.getProperty("os.name").startsWith("Linux")) {
            assertThat(missing).isInstanceOf(AssertionFailedError.class)
                    .hasMessage("no /proc here (Arena runs on Linux, which has it)");
        } else {
            assertThat(missing).isInstanceOf(TestAbortedException.class)
                    .hasMessage("no /proc here. Skipped: this is not Linux.");
        }
    }
}
