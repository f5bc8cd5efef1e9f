package arena.platform.job;

import arena.game.api.Phrase;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchTask;
import java.util.Optional;

/** What the queue needs from the match service for match jobs. */
public interface MatchJobs {

    /** The job was leased: build its task and mark the match as running. */
    MatchTask leased(long matchId);

    void completed(long matchId, MatchReport report);

    /** The running match has reached this turn of at most {@code turns}. */
    void progress(long matchId, int turn, int turns);

    /** The job failed on infrastructure more often than allowed: the match is void. */
    void failed(long matchId, String reason);

    /** Why the match must not be played any more (a seat's code belongs to a disabled account), if it must not: a phrase said in the reader's language where it is shown. */
    Optional<Phrase> refusal(long matchId);

    /** The job was cancelled for that reason instead of running: the match is void. */
    void refused(long matchId, Phrase reason);
}
