package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReplayWriterTest {

    private static Map<String, Object> document(Object payload) {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("game", "bomber");
        document.put("version", 1);
        document.put("ticks", payload);
        return document;
    }

    @Test
    void aReplayWithinTheCapIsWrittenAsItIs() {
        byte[] replay = ReplayWriter.write(document(java.util.List.of(1, 2, 3)));
        assertThat(ReplayWriter.read(replay).get("ticks").size()).isEqualTo(3);
        assertThat(ReplayWriter.isOversized(replay)).isFalse();
    }

    @Test
    void aReplayOverTheCapBecomesTheMarkerWithoutBeingBuiltWhole() {
        String megabyte = "x".repeat(1 << 20);
        // 40 references to one string: the document is 40 MiB as JSON but costs 1 MiB to hold
        byte[] replay = ReplayWriter.write(document(Collections.nCopies(40, megabyte)));
        assertThat(replay.length).isLessThan(1024);
        assertThat(ReplayWriter.isOversized(replay)).isTrue();
        var marker = ReplayWriter.read(replay);
        assertThat(marker.get("game").asString()).isEqualTo("bomber");
        assertThat(marker.get("cap").asInt()).isEqualTo(ReplayWriter.MAX_BYTES);
        assertThat(marker.get("message").asString()).contains("larger than 32 MiB").contains("result stands");
    }

    @Test
    void bytesOverTheCapFromAnyEngineAreReplacedByTheMarker() {
        byte[] big = new byte[ReplayWriter.MAX_BYTES + 1];
        assertThat(ReplayWriter.isOversized(ReplayWriter.capped("ping", big))).isTrue();
        byte[] small = "{\"game\":\"ping\"}".getBytes();
        assertThat(ReplayWriter.capped("ping", small)).isSameAs(small);
    }
}
