package arena.sandbox.suite;

import arena.sandbox.testgame.Bots;
import arena.testing.Required;

/**
 * The host's toolchains, which the local sandboxes compile and run with (Docker's come with the runtime image):
 * a test bot whose toolchain is missing skips its test with the reason, or fails it with
 * {@code ARENA_REQUIRE_TOOLS=true} ({@code .ci/run} installs them all).
 */
public final class Toolchains {

    private Toolchains() {
    }

    /** Skips (or fails) the test unless this machine has what compiles and runs the test bot {@code bot}. */
    public static void require(String bot) {
        switch (Bots.language(bot)) {
            case "java" -> Required.tool("javac");
            case "python" -> Required.tool("python3");
            case "javascript" -> Required.tool("node");
            case "csharp" -> {
                Required.tool("mcs");
                Required.tool("mono");
            }
            case "pascal" -> Required.tool("fpc", "-iV");
            case "go" -> Required.tool("go", "version");
            case "cpp" -> {
                Required.tool("g++");
                if (Bots.cmake(bot)) {
                    Required.tool("cmake");
                    Required.tool("make");
                }
            }
            default -> throw new IllegalArgumentException("no toolchain known for " + bot);
        }
    }
}
