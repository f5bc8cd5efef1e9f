package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class RulesDocumentTest {

    @Test
    void numbersAreFilledFromTheEngine() {
        assertThat(RulesDocument.fill("A board of ${width}×${height}; ${width} columns.", Map.of("width", 13, "height", 11)))
                .isEqualTo("A board of 13×11; 13 columns.");
    }

    @Test
    void aNumberTheEngineDoesNotGiveIsAnError() {
        assertThatThrownBy(() -> RulesDocument.fill("${bombs} bombs", Map.of()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("${bombs}");
    }

    @Test
    void aDollarSignInTheTextStays() {
        assertThat(RulesDocument.fill("costs $5, or ${x}", Map.of("x", "$1"))).isEqualTo("costs $5, or $1");
    }

    @Test
    void noRulesInALanguageIsEmpty() {
        assertThat(RulesDocument.load(getClass(), "nosuchgame", "en", Map.of())).isEmpty();
        assertThat(RulesDocument.load(getClass(), "nosuchgame", "../../etc", Map.of())).isEmpty();
    }
}
