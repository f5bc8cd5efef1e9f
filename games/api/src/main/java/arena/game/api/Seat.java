package arena.game.api;

/**
 * A message channel to one running strategy. What arrives from it comes through
 * {@link MatchContext#poll}; a seat never hands out a raw socket or stream.
 */
public interface Seat {

    int index();

    String name();

    /**
     * Sends bytes to the strategy: a chunk of its input stream ({@link Transport#STDIO},
     * {@link Transport#TCP}), or one request ({@link Transport#HTTP}). Sending to a stopped seat does
     * nothing. It never waits for the strategy: one that does not read its input cannot stall the engine.
     *
     * @throws SeatInfraException when the infrastructure, not the strategy, failed
     */
    void send(byte[] data);

    /** Stops the strategy: the engine has no more use for it. Idempotent. */
    void kill();

    /**
     * The CPU time the strategy's processes have used so far, in milliseconds, where the sandbox can
     * measure it while they run; -1 when it cannot (built-in bots, a server at a URL). Start-up deadlines
     * are judged on it, so a strategy is not blamed for a busy host.
     */
    default long cpuMillis() {
        return -1;
    }

    /**
     * How long the strategy's threads have so far run on a CPU and been ready to run but waited for one (a busy
     * host), where the sandbox can measure it; {@link CpuTimes#UNKNOWN} where it cannot, or where the strategy
     * lowered its own scheduling priority (then its waiting is its own doing). A strategy that timed out while it
     * mostly waited for a CPU was starved by the host, not slow: see {@link arena.game.api.turn.TurnLoop}.
     */
    default CpuTimes cpuTimes() {
        return CpuTimes.UNKNOWN;
    }
}
