package arena.platform.match;

import arena.game.api.Phrase;
import arena.game.api.SeatResult;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * A seat's result details as stored with it (JSON, in the engine's order): a number or a code as its text, a detail the
 * game worded ({@code crashed}: {@code tick 12}) as its phrase ({@code key}, {@code args}, {@code text}). Pages say the
 * phrases in the reader's language; engines and tools read the English text. Details stored before are all text.
 */
@Component("seatDetails")
public class SeatDetails {

    private static final TypeReference<Map<String, Object>> DETAILS = new TypeReference<>() {
    };

    private final JsonMapper json;
    private final StoredPhrases phrases;

    SeatDetails(JsonMapper json, StoredPhrases phrases) {
        this.json = json;
        this.phrases = phrases;
    }

    /** What is stored for a result: each detail's text, or its phrase where the game worded it. */
    static Map<String, Object> stored(SeatResult result) {
        Map<String, Object> stored = new LinkedHashMap<>();
        result.details().forEach((label, text) -> {
            Phrase phrase = result.worded().get(label);
            stored.put(label, phrase == null || phrase.key() == null ? text : phrase);
        });
        return stored;
    }

    /** The details in English, as the engine reported them. */
    static Map<String, String> english(JsonMapper json, String stored) {
        Map<String, String> english = new LinkedHashMap<>();
        read(json, stored).forEach((label, value) -> english.put(label, value.text()));
        return english;
    }

    /** The details in the page's language. */
    public Map<String, String> say(MatchSeat seat) {
        Map<String, String> said = new LinkedHashMap<>();
        read(json, seat.getDetails()).forEach((label, value) -> said.put(label, phrases.say(value)));
        return said;
    }

    private static Map<String, Phrase> read(JsonMapper json, String stored) {
        Map<String, Phrase> details = new LinkedHashMap<>();
        if (stored != null) {
            json.readValue(stored, DETAILS).forEach((label, value) -> details.put(label, value instanceof Map<?, ?>
                    ? json.convertValue(value, Phrase.class) : Phrase.english(value == null ? "" : value.toString())));
        }
        return details;
    }
}
