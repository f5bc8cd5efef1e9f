package arena.sandbox.suite;

import arena.sandbox.suite.SuiteRecords.Case;
import arena.sandbox.suite.SuiteRecords.Outcome;
import arena.sandbox.suite.SuiteRecords.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The hostile suites' records ({@link SuiteRecords}) as one Markdown table: a row per case, a column per sandbox,
 * each cell the case's verdicts and what it left behind ({@code MEMORY_LIMIT · none left}), or why it failed or did
 * not run. Run by {@code mvn -pl sandbox verify} after the integration tests; with
 * {@code -Darena.suite.publish=true} it also replaces the table between the markers in docs/security.md.
 */
public final class SuiteTable {

    static final String BEGIN = "<!-- suite-table:begin -->";
    static final String END = "<!-- suite-table:end -->";
    private static final int CELL_REASON = 120;

    private SuiteTable() {
    }

    /**
     * {@code SuiteTable RECORDS_DIR OUT_FILE COMMAND DOC PUBLISH}: writes the table to OUT_FILE, and into DOC when
     * PUBLISH is {@code true}. Missing records make a table that says so, never a failed build.
     */
    public static void main(String[] args) throws IOException {
        Path records = Path.of(args[0]);
        Path out = Path.of(args[1]);
        String command = args[2];
        String table = render(SuiteRecords.read(records), Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                GitCommit.describe(), command);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, table, StandardCharsets.UTF_8);
        System.out.println("[suite-table] " + out);
        if (args.length > 4 && Boolean.parseBoolean(args[4])) {
            Path doc = Path.of(args[3]);
            Files.writeString(doc, splice(Files.readString(doc, StandardCharsets.UTF_8), table), StandardCharsets.UTF_8);
            System.out.println("[suite-table] published into " + doc);
        }
    }

    /** The table, with when and at which commit it was made, from which runs, and the command that remakes it. */
    static String render(List<Run> runs, String date, String commit, String command) {
        StringBuilder md = new StringBuilder();
        md.append("Made ").append(date).append(" at commit `").append(commit).append("` by `").append(command)
                .append("`.\n\n");
        if (runs.isEmpty()) {
            return md.append("No records: no hostile suite ran.\n").toString();
        }
        Map<String, String> columns = columns(runs);
        Set<String> sandboxes = new LinkedHashSet<>(columns.values());
        Map<String, Map<String, Run>> bySuite = new LinkedHashMap<>();
        runs.stream().sorted(java.util.Comparator.comparing(Run::suite))
                .forEach(run -> bySuite.computeIfAbsent(run.suite(), s -> new LinkedHashMap<>())
                        .put(columns.get(run.testClass()), run));

        md.append("| Suite | Case |");
        sandboxes.forEach(sandbox -> md.append(' ').append(escape(sandbox)).append(" |"));
        md.append("\n|---|---|").append("---|".repeat(sandboxes.size())).append('\n');
        for (Map.Entry<String, Map<String, Run>> suite : bySuite.entrySet()) {
            for (String name : caseNames(suite.getValue().values())) {
                md.append("| ").append(suite.getKey()).append(" | `").append(name).append("` |");
                for (String sandbox : sandboxes) {
                    Run run = suite.getValue().get(sandbox);
                    md.append(' ').append(escape(run == null ? "—" : cell(find(run, name)))).append(" |");
                }
                md.append('\n');
            }
        }
        md.append("\nRuns: ");
        md.append(runs.stream().map(run -> run.testClass().substring(run.testClass().lastIndexOf('.') + 1) + " ("
                + columns.get(run.testClass()) + ") " + run.finished() + " at `" + run.commit() + "`"
                + (run.load() == null ? "" : ", load " + run.load()))
                .collect(Collectors.joining("; "))).append(".\n");
        return md.toString();
    }

    /**
     * Each class's column: its sandbox's name, or, where two classes of one suite claim the same name (a subclass
     * that did not name its own sandbox), the name and the class.
     */
    static Map<String, String> columns(List<Run> runs) {
        Map<String, Long> claims = runs.stream().collect(Collectors.groupingBy(run -> run.suite() + "\0" + run.sandbox(),
                Collectors.counting()));
        Map<String, String> columns = new LinkedHashMap<>();
        for (Run run : runs) {
            boolean shared = claims.get(run.suite() + "\0" + run.sandbox()) > 1;
            String simple = run.testClass().substring(run.testClass().lastIndexOf('.') + 1);
            columns.put(run.testClass(), shared ? run.sandbox() + " · " + simple : run.sandbox());
        }
        return columns;
    }

    /** The suite's cases in the order they ran, a class's own cases after the shared ones. */
    private static List<String> caseNames(java.util.Collection<Run> runs) {
        Set<String> names = new LinkedHashSet<>();
        List<Run> largestFirst = new ArrayList<>(runs);
        largestFirst.sort(java.util.Comparator.comparingInt((Run run) -> -run.cases().size()));
        for (Run run : largestFirst) {
            run.cases().forEach(c -> names.add(c.name()));
        }
        // a parameterized method skipped as a whole in one sandbox stands for its invocations that ran in another
        names.removeIf(name -> !name.contains(" [") && names.stream().anyMatch(n -> n.startsWith(name + " [")));
        return new ArrayList<>(names);
    }

    /** The case in a run, or the parameterized method it is an invocation of, skipped as a whole there. */
    private static Case find(Run run, String name) {
        for (Case c : run.cases()) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        int bracket = name.indexOf(" [");
        if (bracket > 0) {
            return find(run, name.substring(0, bracket));
        }
        return null;
    }

    static String cell(Case c) {
        if (c == null) {
            return "—";
        }
        if (c.outcome() == Outcome.SKIPPED) {
            return "skipped: " + clip(c.reason());
        }
        String verdicts = c.verdicts().isEmpty() ? "no job" : String.join(", ", c.verdicts());
        String left = c.left() == null ? "not measured" : c.left().describe();
        String seen = verdicts + " · " + left;
        return c.outcome() == Outcome.PASSED ? seen : "**failed**: " + seen + "; " + clip(c.reason());
    }

    /** Replaces what lies between the markers in {@code doc} with {@code table}. */
    static String splice(String doc, String table) {
        int begin = doc.indexOf(BEGIN);
        int end = doc.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalArgumentException("the document has no " + BEGIN + " ... " + END + " markers");
        }
        return doc.substring(0, begin + BEGIN.length()) + "\n" + table + doc.substring(end);
    }

    private static String clip(String reason) {
        return reason.length() > CELL_REASON ? reason.substring(0, CELL_REASON) + "…" : reason;
    }

    private static String escape(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
