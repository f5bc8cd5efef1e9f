package arena.platform.job;

import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchReport.SeatReport;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A worker's results with every text a strategy can influence made {@link SafeText safe}: logs, last
 * inputs, verdict messages (they quote a bot's answers), statuses, details, summaries and their words, compile logs and
 * messages (a compile log echoes the source), failure reasons. Results reach the platform only through
 * {@link JobLeases}, from the embedded worker and from remote ones over the worker API alike, so that is
 * where this applies: nothing a strategy wrote is stored, or shown, without passing here. The replay is
 * stored as bytes and the entry point must stay exact to be run, so both pass unchanged.
 */
final class SafeResults {

    private SafeResults() {
    }

    static MatchReport of(MatchReport report) {
        Outcome outcome = report.outcome();
        return new MatchReport(
                new Outcome(outcome.results().stream().map(SafeResults::of).toList(), outcome.turns(),
                        SafeText.of(outcome.summary()), outcome.replay(),
                        outcome.summaryPhrase() == null ? null : of(outcome.summaryPhrase())),
                report.seats().stream().map(SafeResults::of).toList(), report.wallMillis());
    }

    static BuildResult of(BuildResult result) {
        String message = SafeText.of(result.message());
        return new BuildResult(result.ok(), SafeText.of(result.log()), result.artifact(), result.entry(), message,
                words(result.phrase(), message));
    }

    /**
     * A failure's words, with the message as their English text so the English stored is the message; words of another
     * form, or past the cap, are left out and the message is said as it is.
     */
    private static Phrase words(Phrase phrase, String message) {
        if (phrase == null || phrase.key() == null || !phrase.key().matches(WorkerReports.PHRASE_KEY)
                || WorkerReports.chars(phrase) > WorkerReports.PHRASE_CHARS) {
            return null;
        }
        Phrase safe = of(phrase);
        return new Phrase(safe.key(), safe.args(), message);
    }

    static String reason(String reason) {
        return SafeText.of(reason);
    }

    private static SeatResult of(SeatResult result) {
        Verdict verdict = result.verdict();
        Map<String, String> details = new LinkedHashMap<>();
        result.details().forEach((label, value) -> details.put(SafeText.of(label), SafeText.of(value)));
        Map<String, Phrase> worded = new LinkedHashMap<>();
        result.worded().forEach((label, phrase) -> {
            // words past the cap, or with a key of another form, are left out: the detail's English text stays
            if (phrase != null && phrase.key() != null && phrase.key().matches(WorkerReports.PHRASE_KEY)
                    && WorkerReports.chars(phrase) <= WorkerReports.PHRASE_CHARS) {
                worded.put(SafeText.of(label), of(phrase));
            }
        });
        return new SeatResult(result.seat(), result.place(), result.team(), result.score(), SafeText.of(result.status()),
                Verdict.of(verdict.code(), verdict.turn(), of(evidence(verdict))), details, worded);
    }

    /**
     * A verdict's words quote a strategy's answer, which may be as long as the strategy likes: past the words' cap
     * they are kept as their English text alone (cut when shown), never refused, so a long answer cannot void a game.
     */
    private static Phrase evidence(Verdict verdict) {
        Phrase phrase = verdict.phrase();
        return WorkerReports.chars(phrase) > WorkerReports.PHRASE_CHARS ? Phrase.english(verdict.message()) : phrase;
    }

    /** A summary's words quote players' names, a verdict's a strategy's answer: each text in them made safe. */
    private static Phrase of(Phrase phrase) {
        return new Phrase(phrase.key() == null ? null : SafeText.of(phrase.key()),
                phrase.args().stream().map(SafeResults::argument).toList(), SafeText.of(phrase.text()));
    }

    private static Object argument(Object arg) {
        if (arg instanceof Phrase nested) {
            return of(nested);
        }
        if (arg instanceof List<?> list) {
            return list.stream().map(SafeResults::argument).toList();
        }
        return arg instanceof String text ? SafeText.of(text) : arg;
    }

    private static SeatReport of(SeatReport seat) {
        return new SeatReport(SafeText.of(seat.log()), SafeText.of(seat.lastInput()), seat.cpuMillis(), seat.peakMemoryMb(),
                seat.exitCode(), SafeText.of(seat.signal()));
    }
}
