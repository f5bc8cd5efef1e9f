package arena.sandbox.worker;

import arena.sandbox.CpuSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Gives each worker slot cores of its own out of the cores the worker may use, so neighbouring games
 * never share a core: as many slots as asked but at most one per core; the cores are split into
 * consecutive runs, the first slots taking one more when they do not divide evenly.
 */
final class SlotCpus {

    private SlotCpus() {
    }

    /** @return one set per slot; fewer than {@code slots} when there are fewer cores */
    static List<CpuSet> assign(CpuSet allowed, int slots) {
        if (slots < 1) {
            throw new IllegalArgumentException("a worker needs at least one slot");
        }
        if (allowed.any()) {
            return List.of(CpuSet.ANY);
        }
        int count = Math.min(slots, allowed.size());
        List<CpuSet> sets = new ArrayList<>();
        int next = 0;
        for (int slot = 0; slot < count; slot++) {
            int size = allowed.size() / count + (slot < allowed.size() % count ? 1 : 0);
            sets.add(new CpuSet(allowed.cores().subList(next, next + size)));
            next += size;
        }
        return sets;
    }
}
