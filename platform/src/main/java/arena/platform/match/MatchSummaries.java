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
 * A game's summary in the reader's language: the engine's message key and arguments stored with the match, said with
 * the game's words; the stored English text where there is no key (games from before, old workers) or a word is
 * missing. Pages call it as {@code @summaries}.
 */
@Component("summaries")
public class MatchSummaries {

    private static final Logger log = LoggerFactory.getLogger(MatchSummaries.class);
    private static final TypeReference<List<Object>> ARGS = new TypeReference<>() {
    };

    private final OutcomeWords words;
    private final JsonMapper json;

    MatchSummaries(OutcomeWords words, JsonMapper json) {
        this.words = words;
        this.json = json;
    }

    /** The summary in the page's language, or null when the game has none yet. */
    public String say(Match match) {
        Phrase phrase = phrase(match);
        if (phrase == null || phrase.key() == null) {
            return match.getSummary();
        }
        return words.say(phrase, LocaleContextHolder.getLocale()).orElse(match.getSummary());
    }

    /** The summary as the engine gave it: key, arguments and English text; null when the game has none yet. */
    Phrase phrase(Match match) {
        if (match.getSummary() == null && match.getSummaryKey() == null) {
            return null;
        }
        if (match.getSummaryKey() == null) {
            return Phrase.english(match.getSummary());
        }
        try {
            List<Object> args = match.getSummaryArgs() == null ? List.of() : json.readValue(match.getSummaryArgs(), ARGS);
            return new Phrase(match.getSummaryKey(), args, match.getSummary());
        } catch (JacksonException e) {
            log.warn("match={} summary arguments are no JSON array: the English summary is shown", match.getId());
            return Phrase.english(match.getSummary());
        }
    }

    /** The arguments as stored: a JSON array. */
    String argsJson(Phrase phrase) {
        return json.writeValueAsString(phrase.args());
    }
}
