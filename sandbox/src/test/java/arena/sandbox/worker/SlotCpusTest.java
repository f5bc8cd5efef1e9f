package arena.sandbox.worker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.sandbox.CpuSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class SlotCpusTest {

    private static List<String> assign(String allowed, int slots) {
        return SlotCpus.assign(CpuSet.parse(allowed), slots).stream().map(CpuSet::toString).toList();
    }

    @Test
    void eachSlotHasCoresOfItsOwn() {
        assertThat(assign("0-3", 4)).containsExactly("0", "1", "2", "3");
        assertThat(assign("0-3", 2)).containsExactly("0-1", "2-3");
    }

    @Test
    void coresThatDoNotDivideEvenlyGoToTheFirstSlots() {
        assertThat(assign("0-4", 3)).containsExactly("0-1", "2-3", "4");
    }

    @Test
    void slotsAreAtMostTheCoresTheWorkerMayUse() {
        assertThat(assign("2,5", 4)).containsExactly("2", "5");
    }

    @Test
    void oneSlotTakesEveryCore() {
        assertThat(assign("0-1,4", 1)).containsExactly("0-1,4");
    }
}
