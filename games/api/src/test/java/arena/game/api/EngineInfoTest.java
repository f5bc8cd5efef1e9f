package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class EngineInfoTest {

    @Test
    void theFillerBotIsTheOneTheGameMarks() {
        EngineInfo info = info(List.of(new BotInfo("smart", "Smart", "plays"), BotInfo.filler("still", "Still", "waits")));

        assertThat(info.fillerBot()).map(BotInfo::id).hasValue("still");
        assertThat(info(List.of(new BotInfo("smart", "Smart", "plays"))).fillerBot()).isEmpty();
    }

    @Test
    void aGameHasAtMostOneFillerBot() {
        assertThatThrownBy(() -> info(List.of(BotInfo.filler("a", "A", "waits"), BotInfo.filler("b", "B", "waits"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("more than one filler bot");
    }

    private static EngineInfo info(List<BotInfo> bots) {
        return new EngineInfo("test", "Test", "", List.of(), List.of(), null, null, ScoreOrder.HIGHER_IS_BETTER, null,
                bots, List.of(), Bounds.of(10));
    }
}
