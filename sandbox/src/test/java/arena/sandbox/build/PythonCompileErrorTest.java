package arena.sandbox.build;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Phrase;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Python 2 (2013's other Python) is not in Debian 12: a file in its syntax fails Python 3's check, and the user is
 * told why, with the file and line. The reports are {@code python3 -m py_compile}'s own (Python 3.11).
 */
class PythonCompileErrorTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            print "hello"            | Missing parentheses in call to 'print'. Did you mean print(...)? | print statement
            print x                  | Missing parentheses in call to 'print'. Did you mean print(...)? | print statement
            except ValueError, e:    | multiple exception types must be parenthesized                   | except X, e
            exec "x=1"               | Missing parentheses in call to 'exec'. Did you mean exec(...)?   | exec statement
            raise ValueError, "x"    | invalid syntax                                                   | raise X, message
            x = `1`                  | invalid syntax                                                   | backquotes
            if 1 <> 2: pass          | invalid syntax                                                   | the <> operator
            s = ur'abc'              | invalid syntax                                                   | a ur'' string
            mode = 0777              | leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers | an octal literal without 0o
            """)
    void python2SyntaxSaysOnlyPython3RunsHere(String code, String reported, String what) {
        String log = "  File \"./lib/util.py\", line 3\n    " + code + "\n    ^^^^^^^^^\nSyntaxError: " + reported + "\n";

        assertThat(Languages.get("python").compileError(log, Phrase.english("the compiler failed")).text())
                .isEqualTo("only Python 3 runs here: lib/util.py:3 is Python 2 syntax (" + what + ")");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            def f(:                  | invalid syntax
            print("a" "b"            | '(' was never closed
            for x in range(3) print(x) | invalid syntax
            x = 0o777 +              | invalid syntax
            """)
    void python3ErrorsAreNotBlamedOnPython2(String code, String reported) {
        String log = "  File \"./main.py\", line 7\n    " + code + "\n    ^\nSyntaxError: " + reported + "\n";

        assertThat(Languages.get("python").compileError(log, Phrase.english("the compiler failed")).text())
                .isEqualTo("main.py:7: SyntaxError: " + reported);
    }
}
