package arena.sandbox.build;

import java.util.List;
import java.util.regex.Pattern;

/**
 * C++17: every {@code .cpp} file compiled with {@code g++ -O2} into one binary, with the defines a judge's build
 * has: {@code ONLINE_JUDGE} (the judges' convention, which the 2013 CodeTroopers judge followed: strategies use it
 * to leave their local debugging out) and {@code _LINUX} (what the 2013 pack's Linux build defined; it builds on
 * Linux here too). Neither changes a program that does not ask for them, so every game's builds get them.
 */
final class CppLanguage implements Language {

    private static final Pattern MAIN_FUNCTION = Pattern.compile("\\bint\\s+main\\s*\\(");
    private static final String DEFINES = "-DONLINE_JUDGE -D_LINUX";

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
        // a client kept in its CMake layout includes its headers from the folder of its main file
        // (AIC20: client/src/main.cpp with "Model/World.h"), and may use threads
        StringBuilder includes = new StringBuilder();
        for (String file : sources.files().keySet()) {
            if ((file.endsWith(".cpp") || file.endsWith(".cc")) && file.contains("/")
                    && MAIN_FUNCTION.matcher(sources.text(file)).find()) {
                includes.append(" -I").append(file, 0, file.lastIndexOf('/'));
            }
        }
        String script = "g++ -std=c++17 -O2 -pipe " + DEFINES + includes + " -o arena-main $(find . -name '*.cpp' -o -name '*.cc')"
                + " -pthread";
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
