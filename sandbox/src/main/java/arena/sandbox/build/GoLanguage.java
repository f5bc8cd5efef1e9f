package arena.sandbox.build;

import arena.game.api.Phrase;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Go 1.19 (Debian's), built offline: the one {@code main} package of the submission becomes one binary. With a
 * {@code go.mod} it is a module, whose dependencies come from its {@code vendor/} folder or not at all; without one
 * it is built in GOPATH mode ({@code GO111MODULE=off}), where the AIC20 client's relative imports
 * ({@code "./model"}, {@code "../common/log"}) work. The build cache, GOPATH and the build's temporary files live in
 * the work directory and are removed before the artifact is kept.
 */
final class GoLanguage implements Language {

    private static final Pattern MAIN_PACKAGE = Pattern.compile("(?m)^package\\s+main\\b");
    private static final Pattern MAIN_FUNCTION = Pattern.compile("(?m)^func\\s+main\\s*\\(\\s*\\)");
    /** {@code src/client/main.go:14:18: undefined: x}, {@code go: inconsistent vendoring ...}. */
    private static final Pattern COMPILER_ERROR = Pattern.compile("^(\\S+\\.go:\\d+(:\\d+)?: |go: )");
    private static final String GO_DIR = "arena-go";

    @Override
    public String id() {
        return "go";
    }

    @Override
    public String name() {
        return "Go 1.19";
    }

    @Override
    public String extension() {
        return "go";
    }

    @Override
    public List<String> libraries() {
        return List.of("modules in the submission's vendor/ folder");
    }

    @Override
    public BuildPlan plan(SourceTree sources) {
        List<String> files = sources.withExtension("go").stream().filter(f -> !f.endsWith("_test.go")).toList();
        if (files.isEmpty()) {
            throw new BuildException("outcome.build.noFile", "go");
        }
        TreeSet<String> mains = new TreeSet<>();
        for (String file : files) {
            String text = sources.text(file);
            if (MAIN_PACKAGE.matcher(text).find() && MAIN_FUNCTION.matcher(text).find()) {
                mains.add(folder(file));
            }
        }
        if (mains.isEmpty()) {
            throw new BuildException("outcome.build.go.noMain");
        }
        String main = mains.first();
        if (mains.size() > 1) {
            if (!mains.contains("")) {
                throw new BuildException("outcome.build.go.severalMains",
                        String.join(", ", mains.stream().map(m -> m + "/").toList()));
            }
            main = "";
        }
        String module = module(sources, main);
        // its own temporary folder too: go ignores a go.mod in the temporary root, and unsafe-local's build folder is it
        StringBuilder script = new StringBuilder("mkdir -p " + GO_DIR + "/tmp && export GOCACHE=\"$PWD/" + GO_DIR
                + "/cache\" GOPATH=\"$PWD/" + GO_DIR + "/path\" TMPDIR=\"$PWD/" + GO_DIR + "/tmp\" GOPROXY=off");
        String build;
        if (module == null) {
            script.append(" GO111MODULE=off");
            build = "go build -buildvcs=false -o \"$out\" ./" + main;
        } else {
            script.append(" GO111MODULE=on");
            if (sources.files().keySet().stream().anyMatch(f -> f.startsWith(prefix(module) + "vendor/"))) {
                script.append(" GOFLAGS=-mod=vendor");
            }
            build = (module.isEmpty() ? "" : "cd " + module + " && ") + "go build -buildvcs=false -o \"$out\" ./"
                    + (main.equals(module) ? "" : main.substring(prefix(module).length()));
        }
        script.append(" && out=\"$PWD/arena-main\" && (").append(build).append(") && rm -rf ").append(GO_DIR);
        return new BuildPlan("./arena-main", script.toString());
    }

    /** The folder of the nearest {@code go.mod} at or above the main package ({@code ""} at the root), or null. */
    private static String module(SourceTree sources, String main) {
        for (String folder = main;; folder = folder.contains("/") ? folder.substring(0, folder.lastIndexOf('/')) : "") {
            if (sources.has(prefix(folder) + "go.mod")) {
                return folder;
            }
            if (folder.isEmpty()) {
                return null;
            }
        }
    }

    private static String folder(String file) {
        return file.contains("/") ? file.substring(0, file.lastIndexOf('/')) : "";
    }

    private static String prefix(String folder) {
        return folder.isEmpty() ? "" : folder + "/";
    }

    @Override
    public List<String> runCommand(String entry, int memoryMb) {
        return List.of(entry);
    }

    /**
     * GOMEMLIMIT makes the collector work harder as the heap nears the budget instead of letting it double
     * (GOGC's default), and one P matches the one core's time a strategy gets.
     */
    @Override
    public Map<String, String> runEnvironment(int memoryMb) {
        return Map.of("GOMEMLIMIT", memoryMb + "MiB", "GOMAXPROCS", "1");
    }

    @Override
    public int memoryAllowanceMb() {
        return 32;
    }

    @Override
    public Phrase compileError(String log, Phrase fallback) {
        return BuildOutput.firstError(log, COMPILER_ERROR, fallback);
    }
}
