package arena.platform.match;

import arena.game.api.Phrase;
import arena.platform.i18n.OutcomeWords;
import java.time.Instant;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

/**
 * Why a game is void, in the reader's language: a void by an admin is the sentence {@code match.voidedByAdmin}
 * around the admin's name and their own words (stored apart, V31); a game not played (a disabled account's, an
 * infrastructure fault's) is the site's sentence kept as a key and arguments (V34) around what the infrastructure
 * said, which stays as it said it; any other reason, and a void stored before as one English sentence, is its text.
 */
@Component
public class VoidReasons {

    static final String VOIDED_BY_ADMIN = "match.voidedByAdmin";
    static final String NOT_PLAYED = "match.reason.notPlayed";
    static final String ACCOUNT_DISABLED = "match.reason.accountDisabled";
    static final String INFRA_FAULT = "match.reason.infraFault";

    private final MessageSource messages;
    private final OutcomeWords words;
    private final StoredPhrases phrases;

    public VoidReasons(MessageSource messages, OutcomeWords words, StoredPhrases phrases) {
        this.messages = messages;
        this.words = words;
        this.phrases = phrases;
    }

    public String say(Match match) {
        if (match.getVoidedBy() != null) {
            return say(match.getVoidedBy(), match.getReasonMessage());
        }
        return match.getReasonKey() == null ? match.getReasonMessage() : phrases.say(phrase(match));
    }

    /** @param voidedBy the admin who voided the game, or null for a reason that is a text of its own */
    public String say(String voidedBy, String reasonMessage) {
        if (voidedBy == null) {
            return reasonMessage;
        }
        return messages.getMessage(VOIDED_BY_ADMIN, new Object[] {voidedBy, reasonMessage == null ? "" : reasonMessage},
                LocaleContextHolder.getLocale());
    }

    /** The reason of a game not played, as stored: a phrase, or English text alone (null text when it has none). */
    public Phrase phrase(Match match) {
        return phrases.read(match.getReasonKey(), match.getReasonArgs(), match.getReasonMessage(), "match=" + match.getId());
    }

    /**
     * Why a game was not played, for a sentence that says "not played" itself (a submission's rejection): the reason
     * without the game's own {@code not played: }, so the reader reads it once.
     */
    public Phrase whyNotPlayed(Match match) {
        Phrase reason = phrase(match);
        if (NOT_PLAYED.equals(reason.key()) && reason.args().size() == 1 && reason.args().get(0) instanceof Phrase why) {
            return why;
        }
        return reason;
    }

    /** {@code not played: the account bob of a player in it is disabled}. */
    Phrase accountDisabled(String username) {
        return words.phrase(NOT_PLAYED, words.phrase(ACCOUNT_DISABLED, username));
    }

    /** The infrastructure failed the game more often than allowed; {@code reason} is its own words. */
    Phrase infraFault(String reason) {
        return words.phrase(INFRA_FAULT, reason);
    }

    /** Voids a game that was not played, its reason kept for every language. */
    void notPlayed(Match match, String reasonCode, Phrase why) {
        match.voided(reasonCode, why.text(), StoredPhrases.key(why), phrases.args(why), Instant.now());
    }
}
