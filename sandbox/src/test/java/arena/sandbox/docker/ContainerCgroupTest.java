package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The pids controller's {@code pids.events}, as cgroup v1 and v2 write it. */
class ContainerCgroupTest {

    @Test
    void noForkRefusedIsZero() {
        assertThat(ContainerCgroup.refusedForks("max 0\n")).isZero();
    }

    @Test
    void theMaxCountIsTheForksRefusedAtTheLimit() {
        assertThat(ContainerCgroup.refusedForks("max 17\n")).isEqualTo(17);
    }

    /** cgroup v2 of newer kernels adds the forks refused by an ancestor's limit on a line of its own. */
    @Test
    void onlyTheMaxLineCounts() {
        assertThat(ContainerCgroup.refusedForks("max 3\nmax.imposed 5\n")).isEqualTo(3);
        assertThat(ContainerCgroup.refusedForks("max.imposed 5\nmax 4\n")).isEqualTo(4);
    }

    @Test
    void anUnreadableFileIsUnknown() {
        assertThat(ContainerCgroup.refusedForks("")).isEqualTo(-1);
        assertThat(ContainerCgroup.refusedForks("max lots\n")).isEqualTo(-1);
    }
}
