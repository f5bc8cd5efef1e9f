package arena.game.api;

import java.time.Duration;

/**
 * Limits of one seat. The engine enforces the times itself (it sets the deadlines of its polls); the
 * sandbox enforces memory and output and reports what only it can see.
 *
 * @param startup         time from process start until the strategy must be reachable (connected,
 *                        listening, or answering its first message)
 * @param move            time for one answer
 * @param total           summed answer time over the game; {@link Duration#ZERO} for no limit
 * @param memoryMb        the strategy's memory budget in MiB (the sandbox adds the language runtime's
 *                        allowance)
 * @param maxMessageBytes for HTTP the largest reply body the engine accepts; for streams the most
 *                        protocol bytes a strategy may write over the whole match, after which the
 *                        sandbox stops it with {@code OUTPUT_LIMIT}
 * @param cpu             CPU time the strategy's processes may use over the whole game, measured and enforced
 *                        by the sandbox (it stops the strategy with {@code TIME_LIMIT}); {@link Duration#ZERO}
 *                        for no limit
 */
public record Limits(Duration startup, Duration move, Duration total, int memoryMb, long maxMessageBytes,
        Duration cpu) {

    public Limits {
        cpu = cpu == null ? Duration.ZERO : cpu; // limits written before the CPU budget existed
        if (startup.isNegative() || move.isNegative() || total.isNegative() || cpu.isNegative()) {
            throw new IllegalArgumentException("limits cannot be negative");
        }
        if (memoryMb <= 0 || maxMessageBytes <= 0) {
            throw new IllegalArgumentException("memory and message limits must be positive");
        }
    }

    /** Limits without a CPU budget. */
    public Limits(Duration startup, Duration move, Duration total, int memoryMb, long maxMessageBytes) {
        this(startup, move, total, memoryMb, maxMessageBytes, Duration.ZERO);
    }

    public boolean hasTotal() {
        return !total.isZero();
    }

    public boolean hasCpu() {
        return !cpu.isZero();
    }

    public Limits withTimes(Duration startup, Duration move, Duration total) {
        return new Limits(startup, move, total, memoryMb, maxMessageBytes, cpu);
    }

    public Limits withCpu(Duration cpu) {
        return new Limits(startup, move, total, memoryMb, maxMessageBytes, cpu);
    }

    /**
     * These limits with the whole-game CPU budget a game derives from them, unless they set one already: the
     * start-up limit plus {@code answering}, the longest the game may wait for this strategy's answers one after
     * another. A strategy that computes on one core only while it is asked never reaches it; one that computes on
     * many cores at once (eight busy children), or goes on computing while it is not asked, can.
     */
    public Limits withCpuFor(Duration answering) {
        return hasCpu() ? this : withCpu(startup.plus(answering));
    }
}
