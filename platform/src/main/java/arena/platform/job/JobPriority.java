package arena.platform.job;

import java.util.Arrays;
import java.util.Optional;

/**
 * The order in which workers take jobs, highest first: a new submission's compile and acceptance games (a person
 * is waiting for them), then stage games, then rated ladder games, then custom games, test games and solves (and,
 * later, comparisons). Within one priority the oldest job goes first. So that the last kind is never starved, every
 * {@link JobProperties#lowPriorityEvery() N-th} lease takes the oldest job of the lowest priority waiting instead
 * ({@link JobRepository#lockNextQueued}). The levels are stored in {@code jobs.priority}; the gaps leave room.
 */
public enum JobPriority {
    CUSTOM(10),
    RATED(20),
    STAGE(30),
    SUBMISSION(40);

    private final int level;

    JobPriority(int level) {
        this.level = level;
    }

    public int level() {
        return level;
    }

    /** The priority stored as this level, if it is one of ours. */
    public static Optional<JobPriority> of(int level) {
        return Arrays.stream(values()).filter(priority -> priority.level == level).findFirst();
    }
}
