package arena.sandbox.build;

import arena.game.api.Phrase;
import java.util.List;
import java.util.regex.Pattern;

/**
 * C++17. A project with a {@code CMakeLists.txt} at its root (the AIC20 client) is built by CMake as its author
 * wrote it (Release, Makefiles), and the one executable it makes is the program; otherwise every {@code .cpp}
 * file is compiled with {@code g++ -O2} into one binary. Either way with the defines a judge's build has:
 * {@code ONLINE_JUDGE} (the judges' convention, which the 2013 CodeTroopers judge followed: strategies use it to
 * leave their local debugging out) and {@code _LINUX} (what the 2013 pack's Linux build defined; it builds on
 * Linux here too). Neither changes a program that does not ask for them, so every game's builds get them.
 */
final class CppLanguage implements Language {

    static final String CMAKE_LISTS = "CMakeLists.txt";
    private static final Pattern MAIN_FUNCTION = Pattern.compile("\\bint\\s+main\\s*\\(");
    private static final String DEFINES = "-DONLINE_JUDGE -D_LINUX";
    /** {@code main.cpp:4:34: error: expected ...}, {@code CMake Error at CMakeLists.txt:3 (project):}. */
    private static final Pattern COMPILER_ERROR = Pattern.compile(":\\d+(:\\d+)?: (fatal )?error:|^CMake Error|^error: ");
    /** The CMake build tree: in the work directory while it builds, gone before the artifact is kept. */
    private static final String BUILD_TREE = "arena-build";

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
    public List<String> sourceExtensions() {
        return List.of("cpp", "cc");
    }

    @Override
    public List<String> libraries() {
        return List.of();
    }

    @Override
    public BuildPlan plan(SourceTree sources) {
        if (sourceExtensions().stream().allMatch(ext -> sources.withExtension(ext).isEmpty())) {
            throw new BuildException("outcome.build.noFile", "cpp");
        }
        return new BuildPlan("./arena-main", sources.has(CMAKE_LISTS) ? cmake() : gxx(sources));
    }

    private static String gxx(SourceTree sources) {
        // a client kept in its CMake layout without its CMakeLists.txt includes its headers from the folder of its
        // main file (AIC20: client/src/main.cpp with "Model/World.h"), and may use threads
        StringBuilder includes = new StringBuilder();
        for (String file : sources.files().keySet()) {
            if ((file.endsWith(".cpp") || file.endsWith(".cc")) && file.contains("/")
                    && MAIN_FUNCTION.matcher(sources.text(file)).find()) {
                includes.append(" -I").append(file, 0, file.lastIndexOf('/'));
            }
        }
        return "g++ -std=c++17 -O2 -pipe " + DEFINES + includes + " -o arena-main $(find . -name '*.cpp' -o -name '*.cc')"
                + " -pthread";
    }

    /**
     * Configure and build in a tree of its own, then take the one program it made: an ELF executable outside
     * {@code CMakeFiles/} (CMake's own probes) that is no shared library. Libraries are static, so the program needs
     * nothing of the tree. The judge's defines are the initial {@code CMAKE_CXX_FLAGS}, which a project's own
     * flags add to.
     */
    private static String cmake() {
        return """
                cmake -S . -B %1$s -G 'Unix Makefiles' -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
                  '-DCMAKE_CXX_FLAGS=%2$s' && cmake --build %1$s || exit 1
                programs=$(for file in $(find %1$s -name CMakeFiles -prune -o -type f -perm -u+x \
                    ! -name '*.so' ! -name '*.so.*' -print); do
                  case "$(head -c 4 "$file")" in *ELF) echo "$file" ;; esac
                done)
                if [ "$(echo "$programs" | grep -c .)" != 1 ]; then
                  echo "error: the CMake build must make exactly one executable; it made:" ${programs:-none}
                  exit 1
                fi
                cp "$programs" arena-main && rm -rf %1$s
                """.formatted(BUILD_TREE, DEFINES);
    }

    @Override
    public List<String> runCommand(String entry, int memoryMb) {
        return List.of(entry);
    }

    @Override
    public int memoryAllowanceMb() {
        return 0;
    }

    @Override
    public Phrase compileError(String log, Phrase fallback) {
        return BuildOutput.firstError(log, COMPILER_ERROR, fallback);
    }
}
