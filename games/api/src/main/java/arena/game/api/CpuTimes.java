package arena.game.api;

/**
 * What a strategy's threads did with the CPU so far, as the kernel's scheduler counts it (Linux's
 * {@code schedstat}): how long they ran, and how long they were ready to run but waited for a CPU. Read twice, at a
 * request and at its deadline, the difference tells a strategy the host starved from one that computed or slept.
 *
 * @param ranMillis    time on a CPU, summed over the threads; -1 when unknown
 * @param waitedMillis time ready to run but waiting for a CPU, summed over the threads; -1 when unknown
 */
public record CpuTimes(long ranMillis, long waitedMillis) {

    public static final CpuTimes UNKNOWN = new CpuTimes(-1, -1);

    public boolean known() {
        return ranMillis >= 0 && waitedMillis >= 0;
    }
}
