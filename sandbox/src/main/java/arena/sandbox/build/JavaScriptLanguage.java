package arena.sandbox.build;

import java.util.List;

/** JavaScript on Node.js: a syntax check; the entry point is {@code main.js} or the only {@code .js} file at the root. */
final class JavaScriptLanguage implements Language {

    @Override
    public String id() {
        return "javascript";
    }

    @Override
    public String name() {
        return "JavaScript (Node.js)";
    }

    @Override
    public String extension() {
        return "js";
    }

    @Override
    public List<String> libraries() {
        return List.of();
    }

    @Override
    public BuildPlan plan(SourceTree sources) {
        String entry = RootEntry.find(sources, "main.js", "js");
        return new BuildPlan(entry, "find . -name '*.js' -exec node --check {} \\;");
    }

    @Override
    public List<String> runCommand(String entry, int memoryMb) {
        return List.of("node", "--max-old-space-size=" + memoryMb, entry);
    }

    @Override
    public int memoryAllowanceMb() {
        return 32;
    }
}
