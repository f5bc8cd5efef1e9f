package arena.sandbox.build;

import arena.game.api.Phrase;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Free Pascal 3.2: the one {@code program} file compiled with {@code fpc -O2} into one binary, its units found in
 * every folder of the submission. Delphi mode, as the 2013 pack is written ({@code class}, {@code Result}); a
 * file that names its own mode ({@code {$mode objfpc}}) keeps it. Where several files are programs, the one named
 * {@code Runner} (the packs' runner) is the entry.
 */
final class PascalLanguage implements Language {

    private static final List<String> PROGRAM_EXTENSIONS = List.of("pas", "pp", "lpr", "dpr");
    private static final Pattern PROGRAM = Pattern.compile("(?im)^\\s*program\\s+[A-Za-z_][\\w.]*\\s*(\\([^)]*\\))?\\s*;");
    /** Files whose folders are searched for units and include files. */
    private static final Pattern SOURCE = Pattern.compile("(?i).*\\.(pas|pp|inc|lpr|dpr)");
    /** {@code Runner.pas(5,3) Error: ...}, {@code Runner.pas(9) Fatal: ...}. */
    private static final Pattern COMPILER_ERROR = Pattern.compile("\\(\\d+(,\\d+)?\\) (Error|Fatal):");
    /** Compiled units go here, out of the sources' folders, and are gone before the artifact is kept. */
    private static final String UNITS = "arena-units";

    @Override
    public String id() {
        return "pascal";
    }

    @Override
    public String name() {
        return "Free Pascal 3.2";
    }

    @Override
    public String extension() {
        return "pas";
    }

    @Override
    public List<String> sourceExtensions() {
        return PROGRAM_EXTENSIONS;
    }

    @Override
    public List<String> libraries() {
        return List.of("RTL (SysUtils, Classes, Math, Sockets)", "FCL (Contnrs, fgl)");
    }

    @Override
    public BuildPlan plan(SourceTree sources) {
        List<String> files = PROGRAM_EXTENSIONS.stream().flatMap(ext -> sources.withExtension(ext).stream()).sorted().toList();
        if (files.isEmpty()) {
            throw new BuildException("outcome.build.noFile", "pas");
        }
        List<String> programs = files.stream().filter(f -> PROGRAM.matcher(sources.text(f)).find()).toList();
        if (programs.isEmpty()) {
            throw new BuildException("outcome.build.pascal.noProgram");
        }
        String entry = programs.get(0);
        if (programs.size() > 1) {
            List<String> runners = programs.stream().filter(f -> baseName(f).equalsIgnoreCase("Runner")).toList();
            if (runners.size() != 1) {
                throw new BuildException("outcome.build.pascal.severalPrograms", String.join(", ", programs));
            }
            entry = runners.get(0);
        }
        TreeSet<String> folders = new TreeSet<>();
        for (String file : sources.files().keySet()) {
            if (SOURCE.matcher(file).matches()) {
                folders.add(file.contains("/") ? file.substring(0, file.lastIndexOf('/')) : ".");
            }
        }
        StringBuilder paths = new StringBuilder();
        folders.forEach(folder -> paths.append(" -Fu").append(folder).append(" -Fi").append(folder));
        String script = "mkdir -p " + UNITS + " && fpc -Mdelphi -O2 -FU" + UNITS + " -FE." + paths + " -oarena-main "
                + entry + " && rm -rf " + UNITS;
        return new BuildPlan("./arena-main", script);
    }

    private static String baseName(String file) {
        String name = file.substring(file.lastIndexOf('/') + 1);
        return name.substring(0, name.lastIndexOf('.'));
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
