package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.i18n.OutcomeWords;
import arena.platform.i18n.SiteLanguage;
import arena.platform.i18n.TestMessages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;
import tools.jackson.databind.json.JsonMapper;

/**
 * A result detail the game worded ({@code crashed}: {@code tick 12}) is kept as its phrase and said in the reader's
 * language; numbers and codes, and details stored before, are their text; engines and tools read the English.
 */
class SeatDetailsTest {

    private static final Phrases BOMBER = Phrases.of(SeatDetailsTest.class.getClassLoader(), List.of("bomber"));

    private final JsonMapper json = JsonMapper.builder().build();
    private final OutcomeWords words = new OutcomeWords(BOMBER, TestMessages.of("messages"));
    private final SeatDetails details = new SeatDetails(json, new StoredPhrases(words, json));

    @AfterEach
    void forget() {
        LocaleContextHolder.resetLocaleContext();
    }

    private static SeatResult crashedAt12() {
        Phrase crashed = BOMBER.say("outcome.bomber.crashed", 12);
        return new SeatResult(0, 2, 0, Score.integer(3), "CRASHED", Verdict.of(ReasonCode.TIME_LIMIT, 12, "no answer"),
                Map.of("kills", "1", "crashed", crashed.text()), Map.of("crashed", crashed));
    }

    @Test
    void aWordedDetailIsSaidInTheReadersLanguage() {
        MatchSeat seat = seat(json.writeValueAsString(SeatDetails.stored(crashedAt12())));
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        assertThat(details.say(seat)).containsEntry("crashed", "тик 12").containsEntry("kills", "1");
        LocaleContextHolder.setLocale(SiteLanguage.FA.locale(true));
        assertThat(details.say(seat)).containsEntry("crashed", "تیک ۱۲");
        assertThat(SeatDetails.english(json, seat.getDetails())).containsEntry("crashed", "tick 12").containsEntry("kills", "1");
    }

    @Test
    void detailsStoredBeforeAreTheirText() {
        MatchSeat seat = seat("{\"crashed\":\"tick 12\",\"kills\":\"1\"}");
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        assertThat(details.say(seat)).containsExactly(entry("crashed", "tick 12"), entry("kills", "1"));
    }

    /** A remote worker sends results as JSON: the worded details arrive as phrases, and an old worker's have none. */
    @Test
    void wordedDetailsCrossTheWorkerApi() {
        SeatResult read = json.readValue(json.writeValueAsString(crashedAt12()), SeatResult.class);
        assertThat(read.worded().get("crashed").key()).isEqualTo("outcome.bomber.crashed");
        SeatResult old = json.readValue("{\"seat\":0,\"place\":1,\"team\":0,\"status\":\"ALIVE\",\"verdict\":"
                + json.writeValueAsString(Verdict.OK) + ",\"details\":{\"kills\":\"2\"}}", SeatResult.class);
        assertThat(old.worded()).isEmpty();
        assertThat(old.details()).containsEntry("kills", "2");
    }

    private static MatchSeat seat(String stored) {
        MatchSeat seat = mock(MatchSeat.class);
        when(seat.getDetails()).thenReturn(stored);
        return seat;
    }
}
