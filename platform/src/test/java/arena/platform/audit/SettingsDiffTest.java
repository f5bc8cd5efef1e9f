package arena.platform.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SettingsDiffTest {

    record Settings(long id, String name, Integer moveMillis, List<String> maps, String description) {
    }

    @Test
    void onlyChangedFieldsAreListedOldToNewInTheRecordsOrder() {
        Settings before = new Settings(1, "Cup", null, List.of("m1"), "short");
        Settings after = new Settings(2, "Cup 2", 500, List.of("m1", "m2"), "short");
        assertThat(SettingsDiff.of(before, after, Set.of("id")))
                .isEqualTo("name: Cup -> Cup 2; moveMillis: — -> 500; maps: [m1] -> [m1, m2]");
        assertThat(SettingsDiff.of(before, before, Set.of())).isEqualTo("no change");
    }

    @Test
    void aLongTextIsShownByItsLength() {
        String longText = "x".repeat(SettingsDiff.MAX_SHOWN + 1);
        Settings before = new Settings(1, "Cup", null, List.of(), "short");
        assertThat(SettingsDiff.of(before, new Settings(1, "Cup", null, List.of(), longText), Set.of()))
                .isEqualTo("description: short -> (81 characters)");
    }

    @Test
    void aCreationListsWhatIsSet() {
        assertThat(SettingsDiff.describe(new Settings(3, "Cup", null, List.of("m1"), ""), Set.of("id")))
                .isEqualTo("name: Cup; maps: [m1]");
    }
}
