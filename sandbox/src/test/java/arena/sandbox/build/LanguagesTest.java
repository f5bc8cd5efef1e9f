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
        // the AIC20 C++ client in its CMake layout: client/src/main.cpp includes "Model/World.h"
        Language cpp = Languages.get("cpp");
        assertThat(cpp.plan(tree("CMakeLists.txt", "add_subdirectory(client)", "client/src/main.cpp",
                "#include \"Model/World.h\"\nint main(int argc, char** argv) {}", "client/src/Model/World.cpp", "int x;"))
                .script()).contains(" -Iclient/src ").endsWith(" -pthread");
        assertThat(cpp.plan(tree("main.cpp", "int main() {}")).script()).doesNotContain("-I");
    }

    @Test
    void cppIsCompiledWithTheJudgesDefines() {
        assertThat(Languages.get("cpp").plan(tree("main.cpp", "int main() {}")).script())
                .startsWith("g++ -std=c++17 -O2 -pipe -DONLINE_JUDGE -D_LINUX ");
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
