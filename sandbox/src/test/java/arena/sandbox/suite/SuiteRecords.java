package arena.sandbox.suite;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The record of one suite class's run, one JSON file per class ({@code target/sandbox-suite/<class>.json}), so that
 * separate runs accumulate and a rerun of one class replaces only its own.
 */
public final class SuiteRecords {

    /** Where the records go unless the JUnit configuration parameter {@value #DIRECTORY} says otherwise. */
    public static final String DIRECTORY = "arena.suite.records";
    static final Path DEFAULT = Path.of("target", "sandbox-suite");
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SuiteRecords() {
    }

    public enum Outcome { PASSED, FAILED, SKIPPED }

    /**
     * One case (test method, or one invocation of a parameterized one) in one sandbox.
     *
     * @param name     the method's name, with the invocation's display name in brackets for a parameterized one
     * @param reason   why it failed or was skipped, else empty
     * @param verdicts the reason codes the case's compiles and matches gave, in order, once each
     */
    public record Case(String name, Outcome outcome, String reason, List<String> verdicts, Leftovers left) {
        public Case {
            verdicts = List.copyOf(verdicts);
        }
    }

    /**
     * A suite class's run.
     *
     * @param suite    the suite whose cases these are ({@code AbuseSuite})
     * @param sandbox  the sandbox's column in the table ({@code Docker (runc)})
     * @param commit   the git commit the run was made at, {@code -dirty} when the work tree had changes
     * @param finished when the class's run ended (ISO-8601, UTC)
     * @param load     the machine's load then ({@code 20.09 on 2 cores}): time limits are judged on a busy host too
     */
    public record Run(String testClass, String suite, String sandbox, String commit, String finished, String load,
            List<Case> cases) {
        public Run {
            cases = List.copyOf(cases);
        }
    }

    static void write(Path dir, Run run) {
        try {
            Files.createDirectories(dir);
            JSON.writeValue(dir.resolve(run.testClass() + ".json").toFile(), run);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every run recorded in {@code dir}, by class name; none when it does not exist. */
    public static List<Run> read(Path dir) {
        List<Run> runs = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return runs;
        }
        try (var files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                runs.add(JSON.readValue(file.toFile(), Run.class));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return runs;
    }
}
