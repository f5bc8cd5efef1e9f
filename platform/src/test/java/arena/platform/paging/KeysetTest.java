package arena.platform.paging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.platform.error.ArenaException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KeysetTest {

    private static final Instant AT = Instant.parse("2026-11-24T03:00:00.123456Z");

    @Test
    void aKeyReadsBackFromTheTextItsLinkWrites() {
        Keyset key = Keyset.before(AT, "SUBMISSION", 9_223_372_036_854_775_807L);
        assertThat(key.text()).isEqualTo("2026-11-24T03:00:00.123456Z~SUBMISSION~9223372036854775807");
        assertThat(Keyset.of(Map.of("before", key.text()))).isEqualTo(key);
        assertThat(Keyset.of(Map.of("after", key.text()))).isEqualTo(Keyset.after(AT, "SUBMISSION", Long.MAX_VALUE));
        Keyset oneKind = Keyset.before(AT, null, 7);
        assertThat(oneKind.text()).isEqualTo("2026-11-24T03:00:00.123456Z~7");
        assertThat(Keyset.of(Map.of("before", oneKind.text()))).isEqualTo(oneKind);
        assertThat(Keyset.of(Map.of("page", "3"))).isNull();
    }

    @Test
    void anythingElseIsRefusedWithASentence() {
        for (String text : List.of("42", "yesterday~SEAT~1", "2026-11-24T03:00:00Z~seat; drop~1", "2026-11-24T03:00:00Z~SEAT~x",
                "2026-11-24T03:00:00Z~A~B~1", "2026-11-24T03:00:00Z~" + "S".repeat(80) + "~1")) {
            assertThatThrownBy(() -> Keyset.of(Map.of("before", text))).as(text).isInstanceOf(ArenaException.class)
                    .hasFieldOrPropertyWithValue("code", "INVALID_INPUT");
        }
        assertThatThrownBy(() -> Keyset.of(Map.of("before", "2026-11-24T03:00:00Z~1", "after", "2026-11-24T03:00:00Z~2")))
                .isInstanceOf(ArenaException.class);
    }

    @Test
    void olderRowsAreEarlierOrAtTheSameTimeOfALaterKindOrALowerId() {
        List<Object> args = new ArrayList<>();
        Keyset key = Keyset.before(AT, "SEAT", 42);
        assertThat(key.where("t", "SEAT", "i", args)).isEqualTo("t <= ? and (t < ? or i < ?)");
        assertThat(key.where("t", "SUBMISSION", "i", args)).isEqualTo("t <= ?");
        assertThat(key.where("t", "INFRA", "i", args)).isEqualTo("t < ?");
        Object time = AT.atOffset(ZoneOffset.UTC);
        assertThat(args).containsExactly(time, time, 42L, time, time);
        assertThat(key.direction()).isEqualTo("desc");
    }

    @Test
    void newerRowsAreTheMirror() {
        List<Object> args = new ArrayList<>();
        Keyset key = Keyset.after(AT, "SEAT", 42);
        assertThat(key.where("t", "SEAT", "i", args)).isEqualTo("t >= ? and (t > ? or i > ?)");
        assertThat(key.where("t", "SUBMISSION", "i", args)).isEqualTo("t > ?");
        assertThat(key.where("t", "INFRA", "i", args)).isEqualTo("t >= ?");
        assertThat(key.where("t", null, "i", args)).isEqualTo("t >= ? and (t > ? or i > ?)");
        assertThat(key.direction()).isEqualTo("asc");
    }
}
