package arena.sandbox.suite;

import arena.sandbox.testgame.Bots;
import arena.testing.Required;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The host's toolchains, which the local sandboxes compile and run with (Docker's come with the runtime image):
 * a test bot whose toolchain is missing skips its test with the reason, or fails it with
 * {@code ARENA_REQUIRE_TOOLS=true} ({@code .ci/run} installs them all).
 */
public final class Toolchains {

    /** Where the sandboxes look for programs. */
    private static final String SYSTEM_PATH = "/usr/local/bin:/usr/bin:/bin";
    private static final Map<String, Boolean> PYTHON_MODULES = new ConcurrentHashMap<>();

    private Toolchains() {
    }

    /** Skips (or fails) the test unless this machine's Python 3 imports {@code module} (numpy, sklearn, ...). */
    public static void requirePython(String module) {
        if (!PYTHON_MODULES.computeIfAbsent(module, Toolchains::imports)) {
            Required.missing(Required.TOOLS, "the Python module " + module + " is not installed");
        }
    }

    private static boolean imports(String module) {
        try {
            // the system's Python, as the sandboxes find it, not a python3 of this user's own (pyenv)
            Process python = new ProcessBuilder("env", "PATH=" + SYSTEM_PATH, "python3", "-c", "import " + module)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!python.waitFor(2, TimeUnit.MINUTES)) {
                python.destroyForcibly();
                return false;
            }
            return python.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
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
