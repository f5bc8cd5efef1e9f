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
