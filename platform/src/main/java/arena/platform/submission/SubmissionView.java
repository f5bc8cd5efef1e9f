package arena.platform.submission;

import arena.platform.match.Match;
import arena.platform.match.MatchSeat;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A submission as its owner sees it, with its acceptance games: for the page and the REST API.
 *
 * @param waitingForIsolation its compilation or an acceptance game waits for a worker that isolates
 *                            (this site's own runs only the admin's code)
 * @param retryAt             when a HELD submission is tried again (null otherwise)
 * @param retries             how often it was tried again after an infrastructure fault
 * @param test                a test submission: never rated, invisible to others
 * @param resetInertia        it asked for an inertia reset of the rating when accepted
 * @param testGames           a test submission's private games once it is accepted
 * @param disabled            an admin took it out of play: it plays no new game
 * @param disabledReason      why, as the admin said (null when not disabled or no reason is recorded)
 */
public record SubmissionView(long id, long contestId, String language, String sourceName, String status,
        String reasonCode, String reasonMessage, String compileLog, Instant createdAt, Instant acceptedAt, boolean main,
        List<GameView> acceptance, boolean waitingForIsolation, Instant retryAt, int retries, boolean test,
        boolean resetInertia, List<GameView> testGames, boolean disabled, String disabledReason) {

    /** The same view with the reason message in the reader's language (a held submission's with its next try). */
    SubmissionView withReasonMessage(String message) {
        return new SubmissionView(id, contestId, language, sourceName, status, reasonCode, message, compileLog, createdAt,
                acceptedAt, main, acceptance, waitingForIsolation, retryAt, retries, test, resetInertia, testGames, disabled,
                disabledReason);
    }

    /**
     * What the compile log's box says instead of a log, as a message key: that the compiler has not run yet, is running,
     * never ran (refused before compiling), or ran and printed nothing; null when there is a log to show.
     */
    public String compileLogNote() {
        if (compileLog != null && !compileLog.isEmpty()) {
            return null;
        }
        if (compileLog == null) {
            switch (status) {
                case "QUEUED", "HELD" -> {
                    return "submission.compileLog.notYet";
                }
                case "COMPILING" -> {
                    return "submission.compileLog.running";
                }
                case "REJECTED" -> {
                    if (!"COMPILE_ERROR".equals(reasonCode) && acceptance.isEmpty()) {
                        return "submission.compileLog.notRun";
                    }
                }
                default -> {
                    // compiled, with no log kept: the compiler printed nothing
                }
            }
        }
        return "submission.compileLog.empty";
    }

    /** The end of a failed seat's output shown on the page: enough for a stack trace, as on the crash page. */
    static final int LOG_TAIL_CHARS = 4000;

    public record GameView(long matchId, String format, String map, String status, String summary, String reasonMessage,
            List<SeatView> seats) {

        /** The seat of this submission that failed the game, if one did: its evidence goes on the submission's page. */
        public SeatView failed() {
            return seats.stream().filter(seat -> seat.logTail() != null).findFirst().orElse(null);
        }
    }

    /** @param logTail the end of what the strategy printed, for this submission's own seat when it failed; else null */
    public record SeatView(int seat, String name, Integer place, String score, String status, String verdict,
            Integer verdictTurn, String verdictMessage, String logTail) {
    }

    static SubmissionView of(Submission submission, boolean main, List<Match> acceptance, boolean waitingForIsolation,
            List<Match> testGames, Map<Long, String> disabled, Words words) {
        return new SubmissionView(submission.getId(), submission.getContestId(), submission.getLanguage(),
                submission.getSourceName(), submission.getStatus().name(),
                submission.getReasonCode() == null ? null : submission.getReasonCode().name(), submission.getReasonMessage(),
                submission.getCompileLog(), submission.getCreatedAt(), submission.getAcceptedAt(), main,
                acceptance.stream().map(match -> game(match, submission.getId(), words)).toList(), waitingForIsolation,
                submission.getRetryAt(), submission.getRetries(), submission.isTest(), submission.isResetInertia(),
                testGames.stream().map(match -> game(match, submission.getId(), words)).toList(), disabled.containsKey(submission.getId()),
                disabled.get(submission.getId()));
    }

    /**
     * What a game's stored words are in the reader's language.
     *
     * @param summary  the game's summary
     * @param voided   why the game is void, if it is
     * @param evidence a seat's verdict evidence
     */
    record Words(Function<Match, String> summary, Function<Match, String> voided, Function<MatchSeat, String> evidence) {
    }

    private static GameView game(Match match, long submissionId, Words words) {
        return new GameView(match.getId(), match.getFormat(), match.getMap(), match.getStatus().name(),
                words.summary().apply(match), words.voided().apply(match),
                match.getSeats().stream().map(seat -> seat(seat, submissionId, words.evidence())).toList());
    }

    private static SeatView seat(MatchSeat seat, long submissionId, Function<MatchSeat, String> evidence) {
        boolean ownFailure = seat.getSubmissionId() != null && seat.getSubmissionId() == submissionId
                && seat.getVerdict() != null && !seat.getVerdict().equals("OK");
        String log = seat.getLog() == null ? "" : seat.getLog();
        return new SeatView(seat.getSeat(), seat.getName(), seat.getPlace(), seat.getScoreDisplay(), seat.getStatus(),
                seat.getVerdict(), seat.getVerdictTurn(), evidence.apply(seat),
                ownFailure ? log.substring(Math.max(0, log.length() - LOG_TAIL_CHARS)) : null);
    }

    /** Its status, how many of its acceptance games have ended and its tries: what live updates watch. */
    public String progress() {
        long done = acceptance.stream().filter(game -> game.status().matches("FINISHED|VOID")).count();
        return status + " " + done + "/" + acceptance.size() + (waitingForIsolation ? " waiting" : "")
                + (retries > 0 ? " retry " + retries : "");
    }

    public boolean ended() {
        return status.equals("ACCEPTED") || status.equals("REJECTED");
    }
}
