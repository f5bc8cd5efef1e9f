package arena.platform.match;

import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

/**
 * Why a game is void, in the reader's language: a void by an admin is the sentence {@code match.voidedByAdmin}
 * around the admin's name and their own words (stored apart, V31); any other reason, and a void stored before as one
 * English sentence that did not follow it, is its stored text.
 */
@Component
public class VoidReasons {

    static final String VOIDED_BY_ADMIN = "match.voidedByAdmin";

    private final MessageSource messages;

    VoidReasons(MessageSource messages) {
        this.messages = messages;
    }

    public String say(Match match) {
        return say(match.getVoidedBy(), match.getReasonMessage());
    }

    /** @param voidedBy the admin who voided the game, or null for a reason that is a text of its own */
    public String say(String voidedBy, String reasonMessage) {
        if (voidedBy == null) {
            return reasonMessage;
        }
        return messages.getMessage(VOIDED_BY_ADMIN, new Object[] {voidedBy, reasonMessage == null ? "" : reasonMessage},
                LocaleContextHolder.getLocale());
    }
}
