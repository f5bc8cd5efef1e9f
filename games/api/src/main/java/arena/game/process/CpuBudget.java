package arena.game.process;

import arena.game.api.ExitStatus;
import arena.game.api.Limits;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * A strategy's whole-game CPU budget ({@link Limits#cpu()}), judged on readings of the CPU time of everything
 * it runs (a local process tree, a container's cgroup). The engine cannot see CPU time, so every sandbox
 * watches it with this: a reading over the budget stops the strategy with {@code TIME_LIMIT}.
 */
public final class CpuBudget {

    /** How often a watch reads the CPU time: a busy strategy overruns its budget by at most about this much. */
    public static final Duration INTERVAL = Duration.ofMillis(100);

    private final long limitMillis;

    private CpuBudget(long limitMillis) {
        this.limitMillis = limitMillis;
    }

    /** The budget of these limits; one that never runs out when they set none. */
    public static CpuBudget of(Limits limits) {
        return new CpuBudget(limits.hasCpu() ? limits.cpu().toMillis() : 0);
    }

    public boolean limited() {
        return limitMillis > 0;
    }

    /**
     * How to stop a strategy whose processes have used {@code cpuMillis} of CPU time, or {@code null} while it
     * is within its budget, has none, or could not be read (-1).
     */
    public ExitStatus judge(long cpuMillis) {
        if (!limited() || cpuMillis <= limitMillis) {
            return null;
        }
        return new ExitStatus(ReasonCode.TIME_LIMIT, null, null,
                Phrases.shared().say("outcome.verdict.cpuBudget", cpuMillis, limitMillis));
    }

    /**
     * Reads {@code cpuMillis} every {@link #INTERVAL} on a daemon thread until {@code over} is called with the
     * status that ends the strategy, or until {@code done}. Starts nothing when there is no budget.
     */
    public void watch(String name, LongSupplier cpuMillis, BooleanSupplier done, Consumer<ExitStatus> over) {
        if (!limited()) {
            return;
        }
        Daemon.start(name, () -> {
            try {
                while (!done.getAsBoolean()) {
                    ExitStatus status = judge(cpuMillis.getAsLong());
                    if (status != null) {
                        over.accept(status);
                        return;
                    }
                    Thread.sleep(INTERVAL.toMillis());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }
}
