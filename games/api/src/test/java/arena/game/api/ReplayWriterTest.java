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

    @Test
    void theEngineVersionIsReadFromTheHeaderAndNothingElse() {
        assertThat(ReplayWriter.engineOf(ReplayWriter.write(Map.of("game", "bomber", "engine", "1.4.0"))))
                .contains("1.4.0");
        // a field of that name inside the document is not the header's
        assertThat(ReplayWriter.engineOf(bytes("{\"game\":\"bomber\",\"turns\":[{\"engine\":\"x\"}],\"seed\":1}")))
                .isEmpty();
        assertThat(ReplayWriter.engineOf(bytes("{\"game\":\"bomber\",\"turns\":[{\"a\":[1,2]}],\"engine\":\"2.0\"}")))
                .contains("2.0");
        // old replays, markers and what is not a replay at all say nothing
        assertThat(ReplayWriter.engineOf(ReplayWriter.oversized("bomber"))).isEmpty();
        assertThat(ReplayWriter.engineOf(bytes("{\"engine\":7}"))).isEmpty();
        assertThat(ReplayWriter.engineOf(bytes("{\"engine\":\"" + "9".repeat(65) + "\"}"))).isEmpty();
        assertThat(ReplayWriter.engineOf(bytes("{\"engine\":\"1.0 <b>\"}"))).isEmpty();
        assertThat(ReplayWriter.engineOf(bytes("{\"engine\":\"1.0\\u0000\"}"))).isEmpty();
        assertThat(ReplayWriter.engineOf(bytes("{\"engine\":\"1.5-SNAPSHOT\"}"))).contains("1.5-SNAPSHOT");
        assertThat(ReplayWriter.engineOf(bytes("[1,2]"))).isEmpty();
        assertThat(ReplayWriter.engineOf(bytes("{\"engine\":"))).isEmpty();
        assertThat(ReplayWriter.engineOf(bytes("not json"))).isEmpty();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }
}
