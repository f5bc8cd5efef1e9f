package arena.sandbox.suite;

import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.sandbox.suite.SuiteRecords.Case;
import arena.sandbox.suite.SuiteRecords.Outcome;
import arena.sandbox.testgame.TestWorker;
import arena.sandbox.testgame.TestWorker.Played;
import arena.sandbox.testgame.TestWorker.Submission;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What one suite class's cases saw, case by case: a suite names its sandbox, lets its worker tell this recorder
 * of every compile and match, and hands over what it finds left behind after each case; {@link SuiteRecord} says
 * when a case begins and how it ended. Cases of a class run one at a time.
 */
public final class SuiteRecorder implements TestWorker.Listener {

    private final String testClass;
    private final List<Case> cases = new ArrayList<>();
    private String suite;
    private String sandbox;
    private String current;
    private Set<String> verdicts = new LinkedHashSet<>();
    private List<String> left = List.of();
    private Map<String, Long> newFiles = Map.of();
    private boolean measured;

    SuiteRecorder(String testClass) {
        this.testClass = testClass;
        this.sandbox = testClass.substring(testClass.lastIndexOf('.') + 1);
        this.suite = sandbox;
    }

    /** Which suite's cases these are, and the sandbox's name as the table's column. */
    public void subject(String suite, String sandbox) {
        this.suite = suite;
        this.sandbox = sandbox;
    }

    /** What the suite found left behind after the current case (as its {@code leftovers()} words it). */
    public void leftBehind(List<String> things) {
        left = List.copyOf(things);
        measured = true;
    }

    @Override
    public void compiled(Submission submission) {
        verdicts.add(submission.build().ok() ? ReasonCode.OK.name() : ReasonCode.COMPILE_ERROR.name());
    }

    @Override
    public void played(Played played) {
        if (played.failure() != null) {
            verdicts.add(ReasonCode.INFRA_ERROR.name()); // the job failed: the worker would hand it back to be played again
            return;
        }
        for (SeatResult result : played.report().outcome().results()) {
            verdicts.add(result.verdict().code().name());
        }
    }

    void begin(String name) {
        current = name;
        verdicts = new LinkedHashSet<>();
        left = List.of();
        newFiles = Map.of();
        measured = false;
    }

    /** Files that appeared on the host during the current case. */
    void filesAppeared(Map<String, Long> files) {
        newFiles = Map.copyOf(files);
    }

    void end(Outcome outcome, String reason) {
        Leftovers leftovers = measured || !newFiles.isEmpty() ? Leftovers.of(left, newFiles) : null;
        cases.add(new Case(current, outcome, reason, shown(verdicts), leftovers));
        current = null;
    }

    /** A case that never ran (disabled, its sandbox unusable here). */
    void skipped(String name, String reason) {
        cases.add(new Case(name, Outcome.SKIPPED, reason, List.of(), null));
    }

    SuiteRecords.Run run(String commit, String finished, String load) {
        return new SuiteRecords.Run(testClass, suite, sandbox, commit, finished, load, cases);
    }

    /** The codes a case gave, once each: {@code OK} only when nothing else came (the well-behaved opponent's). */
    static List<String> shown(Set<String> seen) {
        List<String> codes = new ArrayList<>(seen);
        if (codes.size() > 1) {
            codes.remove(ReasonCode.OK.name());
        }
        return codes;
    }
}
