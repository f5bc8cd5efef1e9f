package arena.platform.match;

import arena.game.api.Phrase;
import org.springframework.stereotype.Component;

/**
 * A game's summary in the reader's language: the engine's message key and arguments stored with the match, said with
 * the game's words; the stored English text where there is no key (games from before, old workers) or a word is
 * missing. Pages call it as {@code @summaries}.
 */
@Component("summaries")
public class MatchSummaries {

    private final StoredPhrases phrases;

    MatchSummaries(StoredPhrases phrases) {
        this.phrases = phrases;
    }

    /** The summary in the page's language, or null when the game has none yet. */
    public String say(Match match) {
        Phrase phrase = phrase(match);
        return phrase == null ? null : phrases.say(phrase);
    }

    /** The summary as the engine gave it: key, arguments and English text; null when the game has none yet. */
    Phrase phrase(Match match) {
        if (match.getSummary() == null && match.getSummaryKey() == null) {
            return null;
        }
        return phrases.read(match.getSummaryKey(), match.getSummaryArgs(), match.getSummary(), "match=" + match.getId());
    }

    /** The arguments as stored: a JSON array. */
    String argsJson(Phrase phrase) {
        return phrases.args(phrase);
    }
}
