package arena.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class WorkerIdsTest {

    @Test
    void theLongestHostNameStillMakesAnIdTheQueueAccepts() {
        String host = ("a".repeat(63) + ".").repeat(3) + "b".repeat(61);
        String id = WorkerIds.of("embedded-", host);

        assertThat(host).hasSize(253);
        assertThat(id).hasSize(WorkerIds.MAX_LENGTH).startsWith("embedded-aaaa");
        assertThat(WorkerIds.valid(id)).isTrue();
        assertThat(WorkerIds.of("embedded-", host)).isNotEqualTo(id);
    }

    @Test
    void oddCharactersOfAHostNameAreDropped() {
        assertThat(WorkerIds.of("", "my host/\u00e9")).matches("myhost-[0-9a-f]{8}");
        assertThat(WorkerIds.of("", null)).matches("worker-[0-9a-f]{8}");
        assertThat(WorkerIds.valid("x".repeat(65))).isFalse();
        assertThat(WorkerIds.valid("w 1")).isFalse();
    }

    @Test
    void withoutAConfiguredIdEachProcessMakesUpItsOwn() {
        String first = WorkerIds.configuredOr(null, "embedded-");
        String second = WorkerIds.configuredOr("  ", "embedded-");

        assertThat(first).startsWith("embedded-").matches(".*-[0-9a-f]{8}");
        assertThat(second).startsWith("embedded-").isNotEqualTo(first);
    }

    @Test
    void aConfiguredIdIsKeptAsItIsOrRefusedWithTheRule() {
        assertThat(WorkerIds.configuredOr(" gpu-host-2 ", "embedded-")).isEqualTo("gpu-host-2");
        assertThatThrownBy(() -> WorkerIds.configuredOr("my worker", ""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ARENA_WORKER_ID: a worker id is 1 to 64 letters, digits or . _ : @ -, not \"my worker\"");
    }
}
