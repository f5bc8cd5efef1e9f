package arena.game.api.turn;

import arena.game.api.CpuTimes;
import java.util.Map;

/**
 * Tells a strategy the host starved from one that was slow, when it ran out of time: the rule of
 * {@code docs/security.md}, "A busy host is not the bot's fault". Over the wait (from the request to the deadline,
 * or to a late answer) the sandbox's readings ({@link arena.game.api.Seat#cpuTimes()}) must show that
 * <ul>
 * <li>the strategy ran on a CPU for less than its limit, and for at most half the wait: it had neither used the time
 * it was allowed nor had half of the core its sandbox gives it (its own threads competing for that core, a fork bomb
 * say, do not starve it: they run);</li>
 * <li>it was ready to run but waited for a CPU for at least a quarter of its limit and for at least half of the
 * time it was not running: it was not sleeping or blocked, it was kept from running;</li>
 * <li>it had on average at most two threads ready to run (time running and waiting summed over its threads at most
 * twice the wait): with more, its own threads kept each other waiting, whatever the host did (a fork bomb);
 * and</li>
 * <li>the match's other strategies did not take that time: together they ran for less than half the time it was
 * not running. A strategy slowed down by the others of its own game (they share their worker slot's cores) is
 * judged as always, or a copy of itself or a partner in the game could void it.</li>
 * </ul>
 * A strategy that computes past its limit, sleeps, blocks, or lowered its own priority (then its readings are
 * unknown) is judged as always; so is any seat whose sandbox cannot read its threads.
 */
final class Starvation {

    private Starvation() {
    }

    /**
     * @param seat       the seat that ran out of time
     * @param atRequest  every seat's readings when the request was sent
     * @param now        every seat's readings now
     * @param waitNanos  how long the answer was waited for (or took)
     * @param limitNanos the answer's limit
     * @return why the strategy was starved, or {@code null} when it was not (or the readings cannot tell)
     */
    static String judge(int seat, Map<Integer, CpuTimes> atRequest, Map<Integer, CpuTimes> now, long waitNanos,
            long limitNanos) {
        CpuTimes before = atRequest.getOrDefault(seat, CpuTimes.UNKNOWN);
        CpuTimes after = now.getOrDefault(seat, CpuTimes.UNKNOWN);
        if (!before.known() || !after.known()) {
            return null;
        }
        long ran = Math.max(0, after.ranMillis() - before.ranMillis());
        long waited = Math.max(0, after.waitedMillis() - before.waitedMillis());
        long othersRan = 0;
        for (Map.Entry<Integer, CpuTimes> other : atRequest.entrySet()) {
            CpuTimes later = now.getOrDefault(other.getKey(), CpuTimes.UNKNOWN);
            if (other.getKey() != seat && other.getValue().known() && later.known()) {
                othersRan += Math.max(0, later.ranMillis() - other.getValue().ranMillis());
            }
        }
        long wallMillis = waitNanos / 1_000_000;
        long limitMillis = limitNanos / 1_000_000;
        long notRunning = wallMillis - ran;
        boolean idleByChoice = waited * 2 < notRunning;
        boolean takenByTheGame = othersRan * 2 >= notRunning;
        boolean crowdedByItself = ran + waited > 2 * wallMillis;
        if (ran >= limitMillis || ran * 2 > wallMillis || waited * 4 < limitMillis || idleByChoice || takenByTheGame
                || crowdedByItself) {
            return null;
        }
        return "the host starved it: in " + Wording.millis(wallMillis) + " (limit " + Wording.millis(limitMillis)
                + ") it ran " + Wording.millis(ran) + " on a CPU and waited " + Wording.millis(waited) + " for one";
    }
}
