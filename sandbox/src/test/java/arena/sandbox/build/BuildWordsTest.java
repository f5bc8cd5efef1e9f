package arena.sandbox.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What Arena itself says of a build that failed carries its words (outcome.build.* of the shared bundle), so the site
 * says it in the reader's language; its English stays the sentence it always was. The compiler's own line has none.
 */
class BuildWordsTest {

    private static final Locale RUSSIAN = Locale.forLanguageTag("ru");
    private static final Locale PERSIAN = Locale.forLanguageTag("fa");

    private static String said(Phrase phrase, Locale locale) {
        return Phrases.shared().text(phrase, locale).orElseThrow();
    }

    @Test
    void aSubmissionWithoutEntryPointIsSaidInEachLanguage() {
        SourceTree sources = SourceTree.of(Map.of("Helper.java", "class Helper {}".getBytes(StandardCharsets.UTF_8)));

        BuildException e = catchThrowableOfType(BuildException.class, () -> Languages.get("java").plan(sources));

        assertThat(e.getMessage()).isEqualTo("no class with a main method: add Main.java with public static void main");
        assertThat(e.phrase().key()).isEqualTo("outcome.build.java.noMain");
        assertThat(said(e.phrase(), RUSSIAN)).isEqualTo("нет класса с методом main: добавьте Main.java с public static void main");
        assertThat(said(e.phrase(), PERSIAN)).startsWith("هیچ کلاسی متد main ندارد");
    }

    @Test
    void anUnsafeFileNameKeepsItsEnglishApostrophesAndIsSaidInRussian() {
        BuildException e = catchThrowableOfType(BuildException.class,
                () -> SourceTree.of(Map.of("a b.py", new byte[1])));

        assertThat(e.getMessage()).isEqualTo(
                "unsafe or unusual file name in the zip: a b.py (use letters, digits, '.', '_' and '-' in relative paths)");
        assertThat(e.phrase().args()).containsExactly("a b.py");
        assertThat(said(e.phrase(), RUSSIAN)).isEqualTo(
                "небезопасное или необычное имя файла в zip-архиве: a b.py (в относительных путях используйте буквы, цифры, «.», «_» и «-»)");
    }

    @Test
    void aPython2LineIsSaidWithItsFormInTheReadersWords() {
        String log = "  File \"./lib/util.py\", line 3\n    print \"hello\"\n    ^^^^^^^^^\n"
                + "SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?\n";

        Phrase error = Languages.get("python").compileError(log, Phrases.shared().say("outcome.build.failed"));

        assertThat(error.text()).isEqualTo("only Python 3 runs here: lib/util.py:3 is Python 2 syntax (print statement)");
        assertThat(error.key()).isEqualTo("outcome.build.python2");
        assertThat(said(error, RUSSIAN)).isEqualTo("здесь работает только Python 3: lib/util.py:3 написано на Python 2 (оператор print)");
        assertThat(said(error, PERSIAN)).isEqualTo("اینجا فقط Python 3 اجرا می‌شود: lib/util.py:3 نحو Python 2 است (دستور print)");
    }

    @Test
    void theCompilersOwnLineHasNoWordsAndAnEmptyLogSaysTheFallback() {
        Phrase fallback = Phrases.shared().say("outcome.build.failedExit", 2);

        Phrase compilers = Languages.get("cpp").compileError("main.cpp:1:1: error: 'x' does not name a type\n", fallback);
        Phrase none = Languages.get("cpp").compileError("", fallback);

        assertThat(compilers.key()).isNull();
        assertThat(compilers.text()).isEqualTo("main.cpp:1:1: error: 'x' does not name a type");
        assertThat(none).isEqualTo(fallback);
        assertThat(none.text()).isEqualTo("the compiler failed (exit code 2)");
        assertThat(said(none, PERSIAN)).isEqualTo("کامپایل ناموفق بود (کد خروج ۲)");
    }

    @Test
    void aFailedResultKeepsItsWordsOnlyWhenArenaWroteThem() {
        BuildResult arenas = BuildResult.failed("log", Phrases.shared().say("outcome.build.tooLarge", 64));
        BuildResult compilers = BuildResult.failed("log", Phrase.english("Main.java:1: error: ';' expected"));

        assertThat(arenas.message()).isEqualTo("the compiled strategy is larger than 64 MiB");
        assertThat(arenas.phrase().key()).isEqualTo("outcome.build.tooLarge");
        assertThat(compilers.message()).isEqualTo("Main.java:1: error: ';' expected");
        assertThat(compilers.phrase()).isNull();
    }
}
