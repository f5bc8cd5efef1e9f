package arena.sandbox.build;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Phrase;

import org.junit.jupiter.api.Test;

/** The sentence a user sees first of a failed compilation, from each compiler's own output (as they print it). */
class CompileErrorTest {

    private static String firstError(String language, String log) {
        return Languages.get(language).compileError(log, Phrase.english("the compiler failed")).text();
    }

    @Test
    void csharpNamesTheFileAndLineOfMcsFirstError() {
        String log = """
                ./MyStrategy.cs(7,17): warning CS0168: The variable `error' is declared but never used
                ./Model/Point.cs(3,90): error CS0103: The name `z' does not exist in the current context
                Compilation failed: 1 error(s), 1 warnings
                """;
        assertThat(firstError("csharp", log))
                .isEqualTo("Model/Point.cs(3,90): error CS0103: The name `z' does not exist in the current context");
    }

    @Test
    void pascalNamesTheFileAndLineOfFpcFirstError() {
        String log = """
                Free Pascal Compiler version 3.2.2+dfsg-20 [2023/03/30] for x86_64
                Copyright (c) 1993-2021 by Florian Klaempfl and others
                Target OS: Linux for x86-64
                Compiling Runner.pas
                Compiling ./Model/PointControl.pas
                PointControl.pas(18,18) Error: Identifier not found "FZ"
                PointControl.pas(21) Fatal: There were 1 errors compiling module, stopping
                Fatal: Compilation aborted
                Error: /usr/bin/ppcx64 returned an error exitcode
                """;
        assertThat(firstError("pascal", log)).isEqualTo("PointControl.pas(18,18) Error: Identifier not found \"FZ\"");
    }

    @Test
    void goNamesTheFileAndLineOfGoBuildsFirstError() {
        assertThat(firstError("go", """
                # _/work/src/client
                src/client/main.go:14:18: undefined: undefinedThing
                src/client/main.go:15:2: undefined: other
                """)).isEqualTo("src/client/main.go:14:18: undefined: undefinedThing");
        assertThat(firstError("go", """
                go: inconsistent vendoring in /work:
                \tgithub.com/x/y@v1.0.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt
                """)).isEqualTo("go: inconsistent vendoring in /work:");
    }

    @Test
    void cmakeNamesTheFileAndLineOfTheFirstErrorOfCMakeOrTheCompiler() {
        assertThat(firstError("cpp", """
                -- The CXX compiler identification is GNU 12.2.0
                [ 50%] Building CXX object client/CMakeFiles/client.dir/src/Error.cpp.o
                /work/client/src/main.cpp:4:34: error: expected ';' before '}' token
                make[2]: *** [client/CMakeFiles/client.dir/build.make:76: client/CMakeFiles/client.dir/src/main.cpp.o] Error 1
                """)).isEqualTo("/work/client/src/main.cpp:4:34: error: expected ';' before '}' token");
        assertThat(firstError("cpp", """
                CMake Error at client/CMakeLists.txt:3 (add_executable):
                  Cannot find source file:
                """)).isEqualTo("CMake Error at client/CMakeLists.txt:3 (add_executable):");
        assertThat(firstError("cpp", "[100%] Built target client\nerror: the CMake build must make exactly one executable;"
                + " it made: arena-build/a arena-build/b\n"))
                .isEqualTo("error: the CMake build must make exactly one executable; it made: arena-build/a arena-build/b");
    }

    @Test
    void pythonNamesTheFileAndLineOfTheSyntaxError() {
        assertThat(firstError("python", """
                  File "./bot/util.py", line 1
                    def f(:
                          ^
                SyntaxError: invalid syntax
                """)).isEqualTo("bot/util.py:1: SyntaxError: invalid syntax");
        assertThat(firstError("python", """
                  File "./main.py", line 2
                    pass
                    ^
                IndentationError: expected an indented block after function definition on line 1
                """)).isEqualTo("main.py:2: IndentationError: expected an indented block after function definition on line 1");
    }
}
