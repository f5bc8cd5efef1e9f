package arena.sandbox.build;

import arena.game.api.Phrase;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * C# on Debian's Mono: every {@code .cs} file, in any folder (the 2013 pack keeps its model in {@code Model/}),
 * compiled with {@code mcs} into one program. Its entry is the one class with a {@code Main} method; where there are
 * several, the one named {@code Runner} (the packs' runner, beside a contestant's own test harness). The heap is
 * capped at the strategy's budget, so a full heap is an {@code OutOfMemoryException} the runtime reports, not a kill.
 */
final class CSharpLanguage implements Language {

    static final String PROGRAM = "arena-main.exe";
    private static final Pattern MAIN_METHOD = Pattern.compile("\\bstatic\\b[^;{}=()]*\\bMain\\s*\\(");
    private static final Pattern NAMESPACE = Pattern.compile("(?m)^\\s*namespace\\s+([\\w.]+)");
    private static final Pattern RUNNER_CLASS = Pattern.compile("\\bclass\\s+Runner\\b");
    private static final Pattern COMPILER_ERROR = Pattern.compile("\\berror CS\\d+:");
    /** The assemblies a .NET 4.0-era strategy uses besides mscorlib and System: LINQ, big integers, XML. */
    private static final List<String> REFERENCES = List.of("System.Core", "System.Numerics", "System.Xml");

    @Override
    public String id() {
        return "csharp";
    }

    @Override
    public String name() {
        return "C# (Mono 6.8)";
    }

    @Override
    public String extension() {
        return "cs";
    }

    @Override
    public List<String> libraries() {
        return List.of("System.Core (LINQ)", "System.Numerics", "System.Xml", "System.Collections.Generic");
    }

    @Override
    public BuildPlan plan(SourceTree sources) {
        List<String> files = sources.withExtension("cs");
        if (files.isEmpty()) {
            throw new BuildException("outcome.build.noFile", "cs");
        }
        List<String> mains = files.stream().filter(f -> MAIN_METHOD.matcher(sources.text(f)).find()).toList();
        if (mains.isEmpty()) {
            throw new BuildException("outcome.build.csharp.noMain");
        }
        String entryOption = "";
        if (mains.size() > 1) {
            List<String> runners = mains.stream().filter(f -> RUNNER_CLASS.matcher(sources.text(f)).find()).toList();
            if (runners.size() != 1) {
                throw new BuildException("outcome.build.csharp.severalMains", String.join(", ", mains));
            }
            Matcher namespace = NAMESPACE.matcher(sources.text(runners.get(0)));
            entryOption = " -main:" + (namespace.find() ? namespace.group(1) + "." : "") + "Runner";
        }
        StringBuilder references = new StringBuilder();
        REFERENCES.forEach(assembly -> references.append(" -r:").append(assembly));
        return new BuildPlan(PROGRAM, "mcs -optimize+ -out:" + PROGRAM + references + entryOption
                + " $(find . -name '*.cs')");
    }

    @Override
    public List<String> runCommand(String entry, int memoryMb) {
        return List.of("mono", entry);
    }

    /** SGen's heap limit: past it an allocation throws {@code OutOfMemoryException}, and Mono says so. */
    @Override
    public Map<String, String> runEnvironment(int memoryMb) {
        return Map.of("MONO_GC_PARAMS", "max-heap-size=" + memoryMb + "m");
    }

    /** The runtime and its JIT beside the heap (bomber spec D-B22: +64 MiB for .NET/Mono). */
    @Override
    public int memoryAllowanceMb() {
        return 64;
    }

    @Override
    public Phrase compileError(String log, Phrase fallback) {
        return BuildOutput.firstError(log, COMPILER_ERROR, fallback);
    }
}
