package arena.sandbox.build;

import arena.game.api.Phrase;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Python 3: a syntax check; the entry point is {@code main.py}, the only {@code .py} file at the root, or the only
 * one at the root with an {@code if __name__ == '__main__'} block (the AIC20 client's {@code controller.py}).
 * Python 2 is not offered (Debian 12 has none): a file in its syntax fails the check with a sentence that says so.
 */
final class PythonLanguage implements Language {

    /** Debian 12's packages in the runtime image (docker/runtime/packages.txt) and the local sandbox's host. */
    static final List<String> LIBRARIES = List.of("numpy", "scipy", "pandas", "scikit-learn", "torch");
    private static final Pattern MAIN_BLOCK = Pattern.compile("(?m)^if\\s+__name__\\s*==\\s*['\"]__main__['\"]");

    @Override
    public String id() {
        return "python";
    }

    @Override
    public String name() {
        return "Python 3";
    }

    @Override
    public String extension() {
        return "py";
    }

    @Override
    public List<String> libraries() {
        return LIBRARIES;
    }

    @Override
    public BuildPlan plan(SourceTree sources) {
        List<String> scripts = sources.withExtension("py").stream()
                .filter(f -> !f.contains("/") && MAIN_BLOCK.matcher(sources.text(f)).find()).toList();
        String entry = !sources.has("main.py") && scripts.size() == 1 ? scripts.get(0)
                : RootEntry.find(sources, "main.py", "py");
        return new BuildPlan(entry, "find . -name '*.py' -exec python3 -m py_compile {} +");
    }

    @Override
    public List<String> runCommand(String entry, int memoryMb) {
        return List.of("python3", "-u", entry);
    }

    @Override
    public int memoryAllowanceMb() {
        return 32;
    }

    /** Where the syntax check says, and a plain word where the file is Python 2. */
    @Override
    public Phrase compileError(String log, Phrase fallback) {
        return PythonCompileError.of(log).orElseGet(() -> BuildOutput.firstError(log, fallback));
    }
}
