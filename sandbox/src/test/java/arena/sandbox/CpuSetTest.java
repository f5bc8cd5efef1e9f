package arena.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class CpuSetTest {

    @Test
    void readsAndWritesLinuxCpuLists() {
        CpuSet cpus = CpuSet.parse("0-3,6, 8-9\n");

        assertThat(cpus.cores()).containsExactly(0, 1, 2, 3, 6, 8, 9);
        assertThat(cpus).hasToString("0-3,6,8-9");
        assertThat(new CpuSet(List.of(5, 1, 2))).hasToString("1-2,5");
    }

    @Test
    void anEmptySetPinsNothing() {
        assertThat(CpuSet.parse("").any()).isTrue();
        assertThat(CpuSet.ANY).hasToString("");
    }

    @Test
    void theCoresThisProcessMayUseAreSome() {
        CpuSet allowed = CpuSet.allowed();

        assertThat(allowed.any()).isFalse();
        assertThat(allowed.size()).isLessThanOrEqualTo(Runtime.getRuntime().availableProcessors());
    }

    @Test
    void garbageIsRefused() {
        assertThatThrownBy(() -> CpuSet.parse("0-x")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CpuSet.parse("3-1")).isInstanceOf(IllegalArgumentException.class);
    }
}
