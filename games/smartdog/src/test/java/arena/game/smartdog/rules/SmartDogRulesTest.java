package arena.game.smartdog.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** §3: the options, their ranges and the stand-by rhythm of §6.2. */
class SmartDogRulesTest {

    @Test
    void hubDefaults() {
        assertThat(SmartDogRules.HUB_DEFAULTS.asMap()).containsExactly(Map.entry("waitForTurn", 300_000),
                Map.entry("dogVisibilityR", 4), Map.entry("dogBarkingR", 4), Map.entry("sheepStandBy", 4),
                Map.entry("sheepScaryTurns", 1), Map.entry("turnsLimit", 100), Map.entry("dogScaryTurns", 4));
    }

    @Test
    void optionsOutsideTheirRangesAreRefused() {
        assertThatThrownBy(() -> SmartDogRules.HUB_DEFAULTS.with(Map.of("turnsLimit", 0)))
                .hasMessage("turnsLimit must be between 1 and 100000, not 0");
        assertThatThrownBy(() -> SmartDogRules.HUB_DEFAULTS.with(Map.of("sheepScaryTurns", 0)))
                .hasMessage("sheepScaryTurns must be between 1 and 2147483647, not 0");
        assertThatThrownBy(() -> SmartDogRules.HUB_DEFAULTS.with(Map.of("dogBarkingR", 1001)))
                .hasMessageContaining("dogBarkingR must be between 0 and 1000");
        assertThatThrownBy(() -> SmartDogRules.HUB_DEFAULTS.with(Map.of("speed", 1)))
                .hasMessage("unknown smartdog option speed");
    }

    @Test
    void calmSheepWalkEverySheepStandByPlusOneTurns() {
        SmartDogRules rules = SmartDogRules.HUB_DEFAULTS.with(Map.of("sheepStandBy", 4));
        assertThat(rules.walkingTurn(4)).isFalse();
        assertThat(rules.walkingTurn(5)).isTrue();
        assertThat(rules.walkingTurn(10)).isTrue();
        assertThat(SmartDogRules.HUB_DEFAULTS.with(Map.of("sheepStandBy", 0)).walkingTurn(1)).isTrue();
    }

    @Test
    void barkingFartherThanSeeingIsAllowedWithANote() {
        assertThat(SmartDogRules.HUB_DEFAULTS.notes()).isEmpty();
        assertThat(SmartDogRules.HUB_DEFAULTS.with(Map.of("dogBarkingR", 5)).notes())
                .containsExactly("dogBarkingR 5 is larger than dogVisibilityR 4: dogs bark farther than they see");
    }
}
