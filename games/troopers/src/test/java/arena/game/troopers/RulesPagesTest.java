package arena.game.troopers;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.troopers.rules.TrooperType;
import arena.game.troopers.rules.TroopersRules;
import arena.testing.RulesPagesCheck;
import org.junit.jupiter.api.Test;

/** The rules pages in English, Russian and Persian: complete, alike in shape, quoting the ENGINE's numbers. */
class RulesPagesTest extends RulesPagesCheck {

    private static final TroopersEngine ENGINE = new TroopersEngine();

    @Override
    protected GameEngine engine() {
        return ENGINE;
    }

    @Test
    void quotesTheEngineConstants() {
        String text = ENGINE.rules("en").orElseThrow();
        TroopersRules rules = TroopersRules.STANDARD;
        assertThat(line(text, "| Hit points at the start |"))
                .contains("| " + TrooperType.SOLDIER.startHitpoints() + " |");
        assertThat(line(text, "| Throw grenade |")).startsWith("| Throw grenade | " + rules.grenadeThrowCost() + " |")
                .contains("at most " + (int) rules.grenadeThrowRange() + " away");
        assertThat(text).contains("The field is " + TroopersRules.WIDTH + " × " + TroopersRules.HEIGHT + " square cells")
                .contains("at most " + TroopersEngine.LIMITS.move().toSeconds() + " seconds")
                .contains("for 4 × 3 that is " + rules.totalRealMillis(3) / 1000 + " s");
    }

    @Test
    void theRussianAndPersianPagesQuoteTheSameNumbers() {
        assertThat(line(ENGINE.rules("ru").orElseThrow(), "| Бросить гранату |"))
                .startsWith("| Бросить гранату | " + TroopersRules.STANDARD.grenadeThrowCost() + " |");
        assertThat(line(ENGINE.rules("fa").orElseThrow(), "| پرتاب نارنجک |"))
                .startsWith("| پرتاب نارنجک | " + TroopersRules.STANDARD.grenadeThrowCost() + " |");
    }
}
