package arena.game.api.turn;

import arena.game.api.CpuTimes;

/**
 * Tells a strategy the host starved from one that was slow, when it ran out of time: the rule of
 * {@code docs/security.md}, "A busy host is not the bot's fault". Over the wait (from the request to the deadline,
 * or to a late answer) the sandbox's readings ({@link arena.game.api.Seat#cpuTimes()}) must show that
 * <ul>
 * <li>the strategy ran on a CPU for less than its limit: it had not used the time it was allowed, and</li>
 * <li>it was ready to run but waited for a CPU for at least a quarter of its limit and for at least half of the
 * time it was not running: it was not sleeping or blocked, it was kept from running.</li>
 * </ul>
 * A strategy that computes past its limit, sleeps, blocks, or lowered its own priority (then its readings are
 * unknown) is judged as always; so is any seat whose sandbox cannot read its threads.
 */
final class Starvation {

    private Starvation() {
    }

    /**
     * @param atRequest  the readings when the request was sent
     * @param now        the readings now
     * @param waitNanos  how long the answer was waited for (or took)
     * @param limitNanos the answer's limit
     * @return why the strategy was starved, or {@code null} when it was not (or the readings cannot tell)
     */
    static String judge(CpuTimes atRequest, CpuTimes now, long waitNanos, long limitNanos) {
        if (!atRequest.known() || !now.known()) {
            return null;
        }
        long ran = Math.max(0, now.ranMillis() - atRequest.ranMillis());
        long waited = Math.max(0, now.waitedMillis() - atRequest.waitedMillis());
        long wallMillis = waitNanos / 1_000_000;
        long limitMillis = limitNanos / 1_000_000;
        boolean idleByChoice = waited * 2 < wallMillis - ran;
        if (ran >= limitMillis || waited * 4 < limitMillis || idleByChoice) {
            return null;
        }
        return "the host starved it: in " + Wording.millis(wallMillis) + " (limit " + Wording.millis(limitMillis)
                + ") it ran " + Wording.millis(ran) + " on a CPU and waited " + Wording.millis(waited)
                + " for one";
    }
}
