package arena.platform.admin.crash;

import java.time.Instant;
import java.util.List;

/**
 * Everything kept about one crash. A seat has its game's evidence (turn, measured CPU time and memory, how
 * its process ended, the end of its output, the last input); a rejected submission has its compile log, and
 * the failed seats of its acceptance games when those rejected it.
 *
 * @param logTail   the end of the strategy's output (a seat) or of its compile log (a submission)
 * @param replay    the match page opened at the failing turn, or {@code null} when no replay was kept
 * @param related   a submission's failed acceptance seats, a seat's rejected submission; may be empty
 */
public record CrashEvidence(CrashRow crash, String player, Long submissionId, Long cpuMillis, Long peakMemoryMb,
        Integer exitCode, String signal, Long wallMillis, Integer turns, String logTail, String lastInput, String replay,
        List<CrashRow> related) {
}
