package arena.sandbox.build;

import java.util.List;

/** Python 3: a syntax check; the entry point is {@code main.py} or the only {@code .py} file at the root. */
final class PythonLanguage implements Language {

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
    public BuildPlan plan(SourceTree sources) {
        String entry = RootEntry.find(sources, "main.py", "py");
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
}
