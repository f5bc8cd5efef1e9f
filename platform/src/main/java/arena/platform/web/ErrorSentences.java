package arena.platform.web;

import java.util.Locale;
import org.springframework.context.MessageSource;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

/**
 * The sentence of a refusal in the reader's language: the request's locale (the site's LocaleResolver; for the REST
 * API that is Accept-Language), from the {@code errors} bundle.
 */
@Component
public class ErrorSentences {

    private final MessageSource messages;

    public ErrorSentences(MessageSource messages) {
        this.messages = messages;
    }

    /** In the current request's language. */
    public String of(MessageSourceResolvable refusal) {
        return of(refusal, LocaleContextHolder.getLocale());
    }

    public String of(MessageSourceResolvable refusal, Locale locale) {
        return messages.getMessage(refusal, locale);
    }

    /** A key of the bundle with its arguments, in the current request's language. */
    public String of(String key, Object... arguments) {
        return messages.getMessage(key, arguments, LocaleContextHolder.getLocale());
    }

    /** "CODE: sentence", as the forms' error lines show a refusal. */
    public String line(ArenaException refusal) {
        return refusal.code() + ": " + of(refusal);
    }
}
