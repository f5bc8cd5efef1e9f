package arena.sandbox.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LanguagesTest {

    private static SourceTree tree(String... pathsAndContents) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (int i = 0; i < pathsAndContents.length; i += 2) {
            files.put(pathsAndContents[i], pathsAndContents[i + 1].getBytes(StandardCharsets.UTF_8));
        }
        return SourceTree.of(files);
    }

    /** The upload refuses a zip with none of the chosen language's source files: the build would refuse it anyway. */
    @Test
    void everyLanguageNeedsOneOfItsSourceFiles() {
        for (Language language : Languages.all()) {
            Map<String, byte[]> others = new LinkedHashMap<>();
            for (Language other : Languages.all()) {
                other.sourceExtensions().stream().filter(ext -> !language.sourceExtensions().contains(ext))
                        .forEach(ext -> others.put("main." + ext, "int main() {}\n".getBytes(StandardCharsets.UTF_8)));
            }
            assertThatThrownBy(() -> language.plan(SourceTree.of(others))).as(language.id())
                    .isInstanceOf(BuildException.class);
        }
    }

    @Test
    void javaEntryIsMainOrTheOnlyClassWithAMainMethod() {
        Language java = Languages.get("java");
        assertThat(java.plan(tree("Main.java", "class Main {}", "Other.java", "x")).entry()).isEqualTo("Main");
        assertThat(java.plan(tree("bot/MyBot.java", "package bot;\nclass MyBot { public static void main(String[] a) {} }",
                "bot/Util.java", "package bot; class Util {}")).entry()).isEqualTo("bot.MyBot");
        assertThatThrownBy(() -> java.plan(tree("A.java", "static void main(String[] a)", "B.java", "static void main(String[] a)")))
                .hasMessageContaining("several classes have a main method");
    }

    @Test
    void javaClientInItsSrcFolderWithASecondToolClassStartsAtMain() {
        // the 2012 smart-dog Java client: src/Main.java plays, src/Loader.java is a load-test tool
        Language java = Languages.get("java");
        assertThat(java.plan(tree("src/Main.java", "public class Main { public static void main(String[] a) {} }",
                "src/Loader.java", "public class Loader { public static void main(String[] a) {} }",
                "src/client/Client.java", "package client; public class Client {}")).entry()).isEqualTo("Main");
        assertThatThrownBy(() -> java.plan(tree("a/Main.java", "static void main(String[] a)",
                "b/Main.java", "static void main(String[] a)", "C.java", "static void main(String[] a)")))
                .hasMessageContaining("several classes have a main method (C.java, a/Main.java, b/Main.java)");
    }

    @Test
    void javaEntryNamedByAPackManifestWinsOverAHelperWithItsOwnMain() {
        // the troopers pack's Runner, named by the pack's manifest, and a contestant's helper class with a main
        Language java = Languages.get("java");
        SourceTree upload = tree("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\nMain-Class: Runner\n",
                "Runner.java", "public final class Runner { public static void main(String[] args) {} }",
                "MyStrategy.java", "public final class MyStrategy {}",
                "Tuning.java", "public class Tuning { public static void main(String[] args) { } }",
                "Main.java", "public class Main { public static void main(String[] args) { } }");
        assertThat(java.plan(upload).entry()).isEqualTo("Runner");
        assertThat(java.plan(tree("META-INF/MANIFEST.MF", "Main-Class: bot.Runner\n",
                "bot/Runner.java", "package bot;\nclass Runner { static public void main(String[] a) {} }",
                "Helper.java", "class Helper { static void main(String[] a) {} }")).entry()).isEqualTo("bot.Runner");
        // without the manifest the same files are really ambiguous
        assertThatThrownBy(() -> java.plan(tree("Runner.java", "class Runner { static void main(String[] a) {} }",
                "Tuning.java", "class Tuning { static void main(String[] a) {} }")))
                .isInstanceOf(BuildException.class).hasMessageContaining("several classes have a main method");
        // a manifest without Main-Class names nothing
        assertThat(java.plan(tree("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n",
                "Bot.java", "class Bot { static void main(String[] a) {} }")).entry()).isEqualTo("Bot");
    }

    @Test
    void javaManifestNamingNoRunnableClassOrNoClassNameIsRefused() {
        Language java = Languages.get("java");
        assertThatThrownBy(() -> java.plan(tree("META-INF/MANIFEST.MF", "Main-Class: Runner\n",
                "Bot.java", "class Bot { static void main(String[] a) {} }")))
                .isInstanceOf(BuildException.class)
                .hasMessageContaining("names Main-Class Runner, but no class of that name with a main method");
        assertThatThrownBy(() -> java.plan(tree("META-INF/MANIFEST.MF", "Main-Class: Runner\n",
                "Runner.java", "class Runner {}")))
                .isInstanceOf(BuildException.class).hasMessageContaining("no class of that name with a main method");
        assertThatThrownBy(() -> java.plan(tree("META-INF/MANIFEST.MF", "Main-Class: -XX:OnError=sh Runner\n",
                "Runner.java", "class Runner { static void main(String[] a) {} }")))
                .isInstanceOf(BuildException.class).hasMessageContaining("which is not a Java class name");
    }

    @Test
    void javaLibrariesShippedAsJarsAreUnpackedBeforeCompiling() {
        // the AIC20 Java client ships gson as src/gson-2.8.5.jar
        Language java = Languages.get("java");
        String script = java.plan(tree("src/Client/Main.java", "package Client; public class Main { public static void main(String[] a) {} }",
                "src/gson-2.8.5.jar", "PK")).script();
        assertThat(script).startsWith("for jar in $(find . -name '*.jar'); do jar -J-Xmx128m xf \"$jar\" || exit 1; done && ")
                .contains("javac");
        assertThat(java.plan(tree("Main.java", "class Main {}")).script()).doesNotContain("jar");
    }

    @Test
    void javaStrategiesRunWithTheQuickJitOnly() {
        // C1 only: the optimizing compiler's threads would bill a 2013 bot more CPU time than its budget allows
        assertThat(Languages.get("java").runCommand("Runner", 256)).containsExactly("java", "-Xmx256m",
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Dfile.encoding=UTF-8", "-cp", ".", "Runner");
    }

    @Test
    void pythonEntryIsTheOnlyRootScriptWithAMainBlock() {
        // the AIC20 Python client: controller.py starts it, AI.py, model.py, world.py and network.py beside it
        Language python = Languages.get("python");
        assertThat(python.plan(tree("AI.py", "class AI: pass", "controller.py", "import os\nif __name__ == '__main__':\n    run()",
                "model.py", "x = 1", "tools/check.py", "if __name__ == \"__main__\": pass")).entry()).isEqualTo("controller.py");
        assertThat(python.plan(tree("main.py", "x", "controller.py", "if __name__ == '__main__': pass")).entry())
                .isEqualTo("main.py");
        assertThatThrownBy(() -> python.plan(tree("a.py", "if __name__ == '__main__': pass",
                "b.py", "if __name__ == '__main__': pass"))).hasMessageContaining("name the entry point main.py");
    }

    @Test
    void cppIncludesFromTheFolderOfItsMainFileAndLinksThreads() {
        // the AIC20 C++ client's sources in their layout, without its CMakeLists.txt: client/src/main.cpp includes
        // "Model/World.h"
        Language cpp = Languages.get("cpp");
        assertThat(cpp.plan(tree("client/src/main.cpp", "#include \"Model/World.h\"\nint main(int argc, char** argv) {}",
                "client/src/Model/World.cpp", "int x;")).script()).contains(" -Iclient/src ").endsWith(" -pthread");
        assertThat(cpp.plan(tree("main.cpp", "int main() {}")).script()).doesNotContain("-I");
    }

    @Test
    void cppIsCompiledWithTheJudgesDefines() {
        assertThat(Languages.get("cpp").plan(tree("main.cpp", "int main() {}")).script())
                .startsWith("g++ -std=c++17 -O2 -pipe -DONLINE_JUDGE -D_LINUX ");
    }

    @Test
    void cppProjectWithCMakeListsAtItsRootIsBuiltByCMake() {
        // the AIC20 C++ client: CMakeLists.txt at the root adds client/, whose CMakeLists.txt makes the executable
        Language cpp = Languages.get("cpp");
        Language.BuildPlan plan = cpp.plan(tree("CMakeLists.txt", "add_subdirectory(client)", "client/CMakeLists.txt",
                "add_executable(client src/main.cpp)", "client/src/main.cpp", "int main(int argc, char** argv) {}"));

        assertThat(plan.entry()).isEqualTo("./arena-main");
        assertThat(plan.script()).startsWith("cmake -S . -B arena-build -G 'Unix Makefiles' -DCMAKE_BUILD_TYPE=Release")
                .contains(" '-DCMAKE_CXX_FLAGS=-DONLINE_JUDGE -D_LINUX' ")
                .contains("cmake --build arena-build").contains("cp \"$programs\" arena-main && rm -rf arena-build")
                .doesNotContain("g++");
        // a CMakeLists.txt in a folder only is no project at the root: the sources are compiled as today
        assertThat(cpp.plan(tree("client/CMakeLists.txt", "add_executable(client main.cpp)", "client/main.cpp",
                "int main() {}")).script()).startsWith("g++ ");
    }

    @Test
    void csharpEntryIsTheOneClassWithAMainMethodOrTheRunner() {
        // the 2013 pack's layout: Runner.cs with Main, the strategy beside it, the model in Model/
        Language csharp = Languages.get("csharp");
        Language.BuildPlan plan = csharp.plan(tree("Runner.cs", """
                namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk {
                    public sealed class Runner { public static void Main(string[] args) {} }
                }""", "MyStrategy.cs", "public sealed class MyStrategy {}", "Model/World.cs", "public class World {}"));

        assertThat(plan.entry()).isEqualTo("arena-main.exe");
        assertThat(plan.script()).startsWith("mcs -optimize+ -out:arena-main.exe -r:System.Core -r:System.Numerics")
                .endsWith(" $(find . -name '*.cs')").doesNotContain("-main:");
        // a contestant's own test harness with a Main beside the pack's runner: the runner is the entry
        assertThat(csharp.plan(tree("Runner.cs", "namespace Pack.Kit\n{\n  class Runner { static void Main(string[] a) {} }\n}",
                "Harness.cs", "class Harness { public static int Main() { return 0; } }")).script())
                .contains(" -main:Pack.Kit.Runner ");
        assertThatThrownBy(() -> csharp.plan(tree("A.cs", "class A { static void Main() {} }",
                "B.cs", "class B { static async Task Main() {} }"))).isInstanceOf(BuildException.class)
                .hasMessage("several classes have a Main method (A.cs, B.cs): keep one, or name the entry class Runner");
        assertThatThrownBy(() -> csharp.plan(tree("A.cs", "class A {}"))).hasMessageContaining("no class with a Main method");
    }

    @Test
    void pascalEntryIsTheOneProgramFileWithItsUnitsInEveryFolder() {
        Language pascal = Languages.get("pascal");
        Language.BuildPlan plan = pascal.plan(tree("Runner.pas", "{ the pack's runner }\nprogram Runner;\nuses MyStrategy;\nbegin end.",
                "MyStrategy.pas", "unit MyStrategy;\ninterface\nimplementation\nend.",
                "Model/WorldControl.pas", "unit WorldControl;\ninterface\nimplementation\nend.", "README.md", "x"));

        assertThat(plan.entry()).isEqualTo("./arena-main");
        assertThat(plan.script()).isEqualTo("mkdir -p arena-units && fpc -Mdelphi -O2 -FUarena-units -FE. -Fu. -Fi."
                + " -FuModel -FiModel -oarena-main Runner.pas && rm -rf arena-units");
        assertThat(pascal.plan(tree("Runner.pas", "program Runner;\nbegin end.", "tools/Tune.pas", "PROGRAM Tune(input);\nbegin end."))
                .script()).endsWith(" Runner.pas && rm -rf arena-units");
        assertThatThrownBy(() -> pascal.plan(tree("A.pas", "program A;", "B.pas", "program B;")))
                .hasMessage("several program files (A.pas, B.pas): keep one, or name the entry Runner.pas");
        assertThatThrownBy(() -> pascal.plan(tree("A.pas", "unit A;"))).hasMessageContaining("no program file");
    }

    @Test
    void goWithoutGoModIsBuiltInGopathModeWhereRelativeImportsWork() {
        // the AIC20 Go client: src/client is package main and imports "./model" and "../common/log"
        Language go = Languages.get("go");
        Language.BuildPlan plan = go.plan(tree("src/client/main.go", "package main\n\nfunc main() {\n}\n",
                "src/client/controller.go", "package main\nimport (\n\t\"../common/log\"\n\t. \"./model\"\n)",
                "src/client/model/game.go", "package model", "src/common/log/log.go", "package log"));

        assertThat(plan.entry()).isEqualTo("./arena-main");
        assertThat(plan.script()).isEqualTo("mkdir -p arena-go/tmp && export GOCACHE=\"$PWD/arena-go/cache\""
                + " GOPATH=\"$PWD/arena-go/path\" TMPDIR=\"$PWD/arena-go/tmp\" GOPROXY=off GO111MODULE=off && out=\"$PWD/arena-main\" && (go build -buildvcs=false -o \"$out\" ./src/client)"
                + " && rm -rf arena-go");
    }

    @Test
    void goModuleIsBuiltFromItsVendorFolderOrTheStandardLibraryOnly() {
        Language go = Languages.get("go");
        String main = "package main\n\nimport \"example.com/bot/proto\"\n\nfunc main() { proto.Run() }\n";
        assertThat(go.plan(tree("go.mod", "module example.com/bot\n", "main.go", main, "proto/proto.go", "package proto"))
                .script()).contains(" GO111MODULE=on && ").doesNotContain("-mod=vendor")
                .contains("(go build -buildvcs=false -o \"$out\" ./)");
        assertThat(go.plan(tree("go.mod", "module example.com/bot\n", "cmd/bot/main.go", main,
                "vendor/modules.txt", "# github.com/x/y v1.0.0")).script())
                .contains(" GO111MODULE=on GOFLAGS=-mod=vendor && ").contains("(go build -buildvcs=false -o \"$out\" ./cmd/bot)");
        // a module in a folder of the upload: built from there
        assertThat(go.plan(tree("bot/go.mod", "module bot\n", "bot/main.go", main)).script())
                .contains("(cd bot && go build -buildvcs=false -o \"$out\" ./)");
    }

    @Test
    void goNeedsOneMainPackage() {
        Language go = Languages.get("go");
        String main = "package main\nfunc main() {}\n";
        assertThatThrownBy(() -> go.plan(tree("a/main.go", main, "b/main.go", main))).isInstanceOf(BuildException.class)
                .hasMessage("several main packages (a/, b/): keep one");
        // a tool beside the main package at the root does not compete
        assertThat(go.plan(tree("main.go", main, "tools/gen.go", main)).script()).contains("-o \"$out\" ./)");
        assertThatThrownBy(() -> go.plan(tree("lib.go", "package lib"))).hasMessageContaining("no main package");
        assertThatThrownBy(() -> go.plan(tree("main_test.go", main))).hasMessage("no .go file in the submission");
    }

    @Test
    void runtimesThatKeepTheirOwnHeapLimitAreToldTheBudget() {
        assertThat(Languages.get("csharp").runEnvironment(64)).containsExactly(java.util.Map.entry("MONO_GC_PARAMS", "max-heap-size=64m"));
        assertThat(Languages.get("go").runEnvironment(256)).containsEntry("GOMEMLIMIT", "256MiB").containsEntry("GOMAXPROCS", "1");
        assertThat(Languages.get("csharp").memoryAllowanceMb()).isEqualTo(64);
        assertThat(Languages.get("cpp").runEnvironment(64)).isEmpty();
        assertThat(Languages.get("csharp").runCommand("arena-main.exe", 64)).containsExactly("mono", "arena-main.exe");
    }

    @Test
    void scriptEntryIsTheConventionalFileOrTheOnlyOneAtTheRoot() {
        Language python = Languages.get("python");
        assertThat(python.plan(tree("bot.py", "x", "lib/helper.py", "y")).entry()).isEqualTo("bot.py");
        assertThat(python.plan(tree("main.py", "x", "other.py", "y")).entry()).isEqualTo("main.py");
        assertThatThrownBy(() -> python.plan(tree("a.py", "x", "b.py", "y"))).hasMessageContaining("name the entry point main.py");
    }

    @Test
    void unknownLanguageIsRefused() {
        assertThat(Languages.find("cobol")).isEmpty();
        assertThatThrownBy(() -> Languages.get("cobol")).isInstanceOf(IllegalArgumentException.class);
    }
}
