package arena.sandbox.build;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Java 17: {@code javac} in place; the entry point is {@code Main.java} or the one class with a main method. */
final class JavaLanguage implements Language {

    private static final Pattern MAIN_METHOD = Pattern.compile("static\\s+(public\\s+)?void\\s+main\\s*\\(");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;");

    @Override
    public String id() {
        return "java";
    }

    @Override
    public String name() {
        return "Java 17";
    }

    @Override
    public String extension() {
        return "java";
    }

    @Override
    public BuildPlan plan(SourceTree sources) {
        List<String> files = sources.withExtension("java");
        if (files.isEmpty()) {
            throw new BuildException("no .java file in the submission");
        }
        String entry;
        if (sources.has("Main.java")) {
            entry = className(sources, "Main.java");
        } else {
            List<String> mains = files.stream().filter(f -> MAIN_METHOD.matcher(sources.text(f)).find()).toList();
            if (mains.isEmpty()) {
                throw new BuildException("no class with a main method: add Main.java with public static void main");
            }
            if (mains.size() > 1) {
                throw new BuildException("several classes have a main method (" + String.join(", ", mains)
                        + "): name the entry point Main.java");
            }
            entry = className(sources, mains.get(0));
        }
        String script = "find . -name '*.java' > .arena-sources && "
                + "javac -J-Xmx512m -encoding UTF-8 -nowarn -d . @.arena-sources && rm .arena-sources";
        return new BuildPlan(entry, script);
    }

    private static String className(SourceTree sources, String file) {
        String simple = file.substring(file.lastIndexOf('/') + 1, file.length() - ".java".length());
        Matcher pkg = PACKAGE.matcher(sources.text(file));
        return pkg.find() ? pkg.group(1) + "." + simple : simple;
    }

    @Override
    public List<String> runCommand(String entry, int memoryMb) {
        return List.of("java", "-Xmx" + memoryMb + "m", "-XX:+UseSerialGC", "-Dfile.encoding=UTF-8", "-cp", ".", entry);
    }

    @Override
    public int memoryAllowanceMb() {
        return 128;
    }
}
