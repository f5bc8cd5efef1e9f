package arena.sandbox.build;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Java 17: {@code javac} in place; the entry point is the {@code Main-Class} of a {@code META-INF/MANIFEST.MF} at
 * the root (how a starter pack names its entry, as the troopers pack names its 2013 {@code Runner}: a helper
 * class with its own main beside it does not compete), else {@code Main.java} at the root, else the one class
 * with a main method, else the one class named {@code Main} with a main method (a client kept in its own
 * {@code src/} layout with a second tool class beside it, as the 2012 smart-dog Java client has {@code Loader}).
 * Jars in the submission are libraries.
 */
final class JavaLanguage implements Language {

    private static final Pattern MAIN_METHOD = Pattern.compile("static\\s+(public\\s+)?void\\s+main\\s*\\(");
    private static final String IDENTIFIER = "\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*";
    /** A Main-Class is only ever a dotted class name: it ends up as an argument of {@code java}. */
    private static final Pattern CLASS_NAME = Pattern.compile(IDENTIFIER + "(\\." + IDENTIFIER + ")*");
    static final String MANIFEST = "META-INF/MANIFEST.MF";
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
    public List<String> libraries() {
        return List.of("jars in the submission");
    }

    @Override
    public BuildPlan plan(SourceTree sources) {
        List<String> files = sources.withExtension("java");
        if (files.isEmpty()) {
            throw new BuildException("outcome.build.noFile", "java");
        }
        String entry;
        Optional<String> named = manifestMainClass(sources);
        if (named.isPresent()) {
            entry = named.get();
            boolean found = files.stream().anyMatch(f -> className(sources, f).equals(entry)
                    && MAIN_METHOD.matcher(sources.text(f)).find());
            if (!found) {
                throw new BuildException("outcome.build.java.manifestNoClass", MANIFEST, entry);
            }
        } else if (sources.has("Main.java")) {
            entry = className(sources, "Main.java");
        } else {
            List<String> mains = files.stream().filter(f -> MAIN_METHOD.matcher(sources.text(f)).find()).toList();
            if (mains.isEmpty()) {
                throw new BuildException("outcome.build.java.noMain");
            }
            List<String> chosen = mains.size() == 1 ? mains
                    : mains.stream().filter(f -> f.equals("Main.java") || f.endsWith("/Main.java")).toList();
            if (chosen.size() != 1) {
                throw new BuildException("outcome.build.java.severalMains", String.join(", ", mains));
            }
            entry = className(sources, chosen.get(0));
        }
        // libraries a client ships as jars (the AIC20 Java client's gson) are unpacked beside the classes, so
        // javac's and java's class path "." finds them
        String libraries = sources.withExtension("jar").isEmpty() ? ""
                : "for jar in $(find . -name '*.jar'); do jar -J-Xmx128m xf \"$jar\" || exit 1; done && ";
        String script = libraries + "find . -name '*.java' > .arena-sources && "
                + "javac -J-Xmx512m -encoding UTF-8 -nowarn -d . @.arena-sources && rm .arena-sources";
        return new BuildPlan(entry, script);
    }

    /** The manifest's Main-Class, when the submission has a manifest naming one. */
    private static Optional<String> manifestMainClass(SourceTree sources) {
        if (!sources.has(MANIFEST)) {
            return Optional.empty();
        }
        try {
            Manifest manifest = new Manifest(new ByteArrayInputStream(sources.files().get(MANIFEST)));
            String main = manifest.getMainAttributes().getValue(Attributes.Name.MAIN_CLASS);
            if (main == null || main.isBlank()) {
                return Optional.empty();
            }
            if (!CLASS_NAME.matcher(main.strip()).matches()) {
                throw new BuildException("outcome.build.java.manifestBadName", MANIFEST, abbreviate(main.strip()));
            }
            return Optional.of(main.strip());
        } catch (IOException e) {
            throw new BuildException("outcome.build.java.manifestUnreadable", MANIFEST, String.valueOf(e.getMessage()));
        }
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "...";
    }

    private static String className(SourceTree sources, String file) {
        String simple = file.substring(file.lastIndexOf('/') + 1, file.length() - ".java".length());
        Matcher pkg = PACKAGE.matcher(sources.text(file));
        return pkg.find() ? pkg.group(1) + "." + simple : simple;
    }

    /**
     * {@code -XX:TieredStopAtLevel=1} keeps the JIT to its quick compiler (C1). The CPU budget counts every thread
     * of the strategy's process, and Java 17's optimizing compiler (C2) costs a 2013 bot about as much CPU time as
     * the bot's own moves in a short game, enough to overrun a budget the bot fit in 2013 (docs/benchmarks.md,
     * "JVM strategies: the JIT's CPU"). The compiler's threads are not left out of the bill by their names
     * instead: a strategy can name its own threads like them.
     */
    @Override
    public List<String> runCommand(String entry, int memoryMb) {
        return List.of("java", "-Xmx" + memoryMb + "m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-Dfile.encoding=UTF-8", "-cp", ".", entry);
    }

    @Override
    public int memoryAllowanceMb() {
        return 128;
    }
}
