package arena.platform.job;

import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.SeatResult;
import arena.platform.error.ArenaException;
import arena.sandbox.WorkerIds;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.MatchReport;
import java.util.List;
import org.springframework.http.HttpStatus;

/**
 * What a worker sends is checked against the columns that keep it before anything is stored: a worker
 * chooses its own id and writes its reports, so a value too wide for its column is refused here with a
 * sentence ({@code INVALID_INPUT}) instead of failing in the database.
 */
final class WorkerReports {

    /** match_seats.status */
    static final int STATUS_CHARS = 32;
    /** match_seats.score_display */
    static final int SCORE_CHARS = 40;
    /** match_seats.exit_signal */
    static final int SIGNAL_CHARS = 16;
    /** submissions.entry */
    static final int ENTRY_CHARS = 200;
    /** A summary's or a verdict's message key: a bundle key of the words ({@code outcome.bomber.summary}). */
    static final String PHRASE_KEY = "[A-Za-z0-9_.-]{1,200}";
    /**
     * The most text a summary's or a verdict's words carry (matches.summary_args, match_seats.verdict_args): names,
     * numbers and a quoted answer, never a log.
     */
    static final int PHRASE_CHARS = 20_000;
    /** How much of a worker's failure reason is kept (jobs.last_error, matches.reason_message). */
    static final int REASON_CHARS = 2000;

    private WorkerReports() {
    }

    static void checkWorkerId(String workerId) {
        if (!WorkerIds.valid(workerId)) {
            throw invalid("error.INVALID_INPUT.workerId", WorkerIds.MAX_LENGTH, excerpt(workerId), length(workerId));
        }
    }

    /** A worker says how many jobs it runs at once; the ladder scheduler sizes the queue by it. */
    static final int MAX_SLOTS = 1024;

    static void checkSlots(int slots) {
        if (slots < 1 || slots > MAX_SLOTS) {
            throw invalid("error.INVALID_INPUT.slots", MAX_SLOTS, slots);
        }
    }

    /** The most turns a game reports: far more than any game lasts, and what an int column keeps. */
    static final int MAX_TURNS = 100_000_000;

    static void checkProgress(Integer turn, Integer turns) {
        if (turn == null && turns == null) {
            return;
        }
        if (turn == null || turns == null || turns < 1 || turns > MAX_TURNS || turn < 0 || turn > turns) {
            throw invalid("error.INVALID_INPUT.progress", MAX_TURNS, String.valueOf(turn), String.valueOf(turns));
        }
    }

    static void check(BuildResult result) {
        if (result.ok() && (result.entry() == null || result.entry().length() > ENTRY_CHARS)) {
            throw invalid("error.INVALID_INPUT.entry", ENTRY_CHARS, length(result.entry()));
        }
    }

    static void check(MatchReport report) {
        Outcome outcome = report.outcome();
        if (outcome == null || outcome.results() == null || outcome.replay() == null) {
            throw invalid("error.INVALID_INPUT.matchReport");
        }
        if (report.seats().size() != outcome.results().size()) {
            throw invalid("error.INVALID_INPUT.seatReports", report.seats().size(), outcome.results().size());
        }
        for (int i = 0; i < report.seats().size(); i++) {
            String signal = report.seats().get(i).signal();
            if (length(signal) > SIGNAL_CHARS) {
                throw invalid("error.INVALID_INPUT.signal", i, length(signal), SIGNAL_CHARS);
            }
        }
        Phrase summary = outcome.summaryPhrase();
        if (summary != null && summary.key() != null && !summary.key().matches(PHRASE_KEY)) {
            throw invalid("error.INVALID_INPUT.summaryKey", excerpt(summary.key()));
        }
        if (summary != null && chars(summary) > PHRASE_CHARS) {
            throw invalid("error.INVALID_INPUT.summaryWords", chars(summary), PHRASE_CHARS);
        }
        for (SeatResult result : outcome.results()) {
            if (result.verdict() == null) {
                throw invalid("error.INVALID_INPUT.noVerdict", result.seat());
            }
            Phrase evidence = result.verdict().phrase();
            if (evidence.key() != null && !evidence.key().matches(PHRASE_KEY)) {
                throw invalid("error.INVALID_INPUT.verdictKey", result.seat(), excerpt(evidence.key()));
            }
            if (length(result.status()) > STATUS_CHARS) {
                throw invalid("error.INVALID_INPUT.status", result.seat(), length(result.status()), STATUS_CHARS);
            }
            if (result.score() != null && length(result.score().display()) > SCORE_CHARS) {
                throw invalid("error.INVALID_INPUT.score", result.seat(), length(result.score().display()), SCORE_CHARS);
            }
        }
    }

    /** The characters of a phrase's key, text and arguments, nested ones too. */
    static int chars(Object arg) {
        if (arg instanceof Phrase phrase) {
            int sum = length(phrase.key()) + length(phrase.text());
            for (Object nested : phrase.args()) {
                sum += chars(nested);
            }
            return sum;
        }
        if (arg instanceof List<?> list) {
            int sum = 0;
            for (Object item : list) {
                sum += chars(item);
            }
            return sum;
        }
        return String.valueOf(arg).length();
    }

    /**
     * A failure reason is evidence for an admin, not a value: kept, cut to a reasonable length, without the
     * NUL characters PostgreSQL cannot store in text.
     */
    static String reason(String reason) {
        String text = reason == null || reason.isBlank() ? "no reason given" : reason;
        return text.length() <= REASON_CHARS ? text : text.substring(0, REASON_CHARS) + "...";
    }

    /** workers.sandbox */
    static final int SANDBOX_CHARS = 300;

    /** A worker's description of its sandbox is a label for admins: kept safe and cut to its column. */
    static String sandbox(String description) {
        if (description == null || description.isBlank()) {
            return null;
        }
        String safe = SafeText.of(description.strip());
        return safe.length() <= SANDBOX_CHARS ? safe : safe.substring(0, SANDBOX_CHARS - 3) + "...";
    }

    /** workers.runtime */
    static final int RUNTIME_CHARS = 64;

    /** A worker's container runtime, as it named it: a label for admins, kept safe and cut to its column. */
    static String runtime(String runtime) {
        if (runtime == null || runtime.isBlank()) {
            return null;
        }
        String safe = SafeText.of(runtime.strip());
        return safe.length() <= RUNTIME_CHARS ? safe : safe.substring(0, RUNTIME_CHARS);
    }

    private static int length(String text) {
        return text == null ? 0 : text.length();
    }

    private static String excerpt(String text) {
        String value = text == null ? "" : text;
        return value.length() <= 16 ? value : value.substring(0, 16) + "...";
    }

    private static ArenaException invalid(String key, Object... arguments) {
        return new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_INPUT", key, arguments);
    }
}
