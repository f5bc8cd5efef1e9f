package arena.sandbox.build;

import java.util.List;

/** C++17: every {@code .cpp} file compiled with {@code g++ -O2} into one binary. */
final class CppLanguage implements Language {

    @Override
    public String id() {
        return "cpp";
    }

    @Override
    public String name() {
        return "C++17 (g++ -O2)";
    }

    @Override
    public String extension() {
        return "cpp";
    }

    @Override
    public BuildPlan plan(SourceTree sources) {
        if (sources.withExtension("cpp").isEmpty() && sources.withExtension("cc").isEmpty()) {
            throw new BuildException("no .cpp file in the submission");
        }
        String script = "g++ -std=c++17 -O2 -pipe -o arena-main $(find . -name '*.cpp' -o -name '*.cc')";
        return new BuildPlan("./arena-main", script);
    }

    @Override
    public List<String> runCommand(String entry, int memoryMb) {
        return List.of(entry);
    }

    @Override
    public int memoryAllowanceMb() {
        return 0;
    }
}
