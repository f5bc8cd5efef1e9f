package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PhrasesTest {

    private static final Phrases SHARED = Phrases.shared();
    private static final Locale RU = Locale.forLanguageTag("ru");
    private static final Locale FA = Locale.forLanguageTag("fa");

    @Test
    void aDrawOfThreeIsAListInEachLanguage() {
        Phrase draw = Podium.firstPlace(List.of("ann", "bob", "cat", "dan"), List.of(1, 1, 1, 4), List.of("5", "5", "5", "1"));
        assertThat(draw.text()).isEqualTo("draw between ann, bob and cat at 5");
        assertThat(SHARED.text(draw, RU)).contains("ничья между ann, bob и cat, у каждого 5");
        assertThat(SHARED.text(draw, FA)).contains("تساوی میان ann، bob و cat با 5");
    }

    @Test
    void nestedPhrasesAreSaidInTheLanguageToo() {
        Phrase win = Podium.firstPlace(List.of("ann", "bob"), List.of(1, 2), List.of("3", "1"), List.of(true, false));
        assertThat(win.text()).isEqualTo("ann (failed) wins with 3");
        assertThat(SHARED.text(win, RU)).contains("побеждает ann (ошибка) со счётом 3");
    }

    @Test
    void aPhraseReadBackFromJsonMapsHasTheSameShape() {
        Phrase sent = Podium.firstPlace(List.of("ann", "bob"), List.of(1, 2), List.of("3", "1"), List.of(true, false));
        Map<String, Object> nested = Map.of("key", "outcome.podium.failed", "args", List.of("ann"), "text", "ann (failed)");
        Phrase read = new Phrase(sent.key(), List.of(nested, "3"), sent.text());
        assertThat(read).isEqualTo(sent);
    }

    @Test
    void anUnknownKeyLeavesTheEnglishTextToTheCaller() {
        Phrase unknown = new Phrase("outcome.nosuch", List.of(), "English");
        assertThat(SHARED.text(unknown, RU)).isEmpty();
        assertThat(SHARED.text(new Phrase("outcome.podium.wins", List.of("ann", unknown), "x"), RU)).isEmpty();
        assertThat(SHARED.text(Phrase.english("as it was"), RU)).contains("as it was");
    }
}
