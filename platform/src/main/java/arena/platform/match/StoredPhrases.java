package arena.platform.match;

import arena.game.api.Phrase;
import arena.platform.i18n.OutcomeWords;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * A phrase kept in two columns beside its English text (a key, and the arguments as a JSON array), read back and said
 * in the reader's language with the games' words; the English text where there is no key (rows from before, old
 * workers), the arguments are no JSON, or a word is missing. Summaries, verdicts and a submission's reason are kept
 * this way.
 */
@Component
public class StoredPhrases {

    private static final Logger log = LoggerFactory.getLogger(StoredPhrases.class);
    private static final TypeReference<List<Object>> ARGS = new TypeReference<>() {
    };

    private final OutcomeWords words;
    private final JsonMapper json;

    public StoredPhrases(OutcomeWords words, JsonMapper json) {
        this.words = words;
        this.json = json;
    }

    /** The phrase as stored; {@code what} names the row for the log when its arguments cannot be read. */
    public Phrase read(String key, String argsJson, String english, String what) {
        if (key == null) {
            return Phrase.english(english);
        }
        try {
            List<Object> args = argsJson == null ? List.of() : json.readValue(argsJson, ARGS);
            return new Phrase(key, args, english);
        } catch (JacksonException e) {
            log.warn("{}: the arguments of {} are no JSON array: the English text is shown", what, key);
            return Phrase.english(english);
        }
    }

    /** The phrase in the page's language, or its English text. */
    public String say(Phrase phrase) {
        if (phrase.key() == null) {
            return phrase.text();
        }
        return words.say(phrase, LocaleContextHolder.getLocale()).orElse(phrase.text());
    }

    /** The key to store: null for English-only text. */
    public static String key(Phrase phrase) {
        return phrase == null ? null : phrase.key();
    }

    /** The arguments to store (a JSON array), or null for English-only text. */
    public String args(Phrase phrase) {
        return phrase == null || phrase.key() == null ? null : json.writeValueAsString(phrase.args());
    }
}
