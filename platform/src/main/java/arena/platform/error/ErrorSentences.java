package arena.platform.error;

import arena.game.api.Phrase;
import arena.platform.i18n.OutcomeWords;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Arrays;
import java.util.Locale;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.MessageSource;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.DefaultMessageSourceResolvable;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.LocaleResolver;

/**
 * The sentence of a refusal or a notice in the reader's language: the request's locale (the site's LocaleResolver;
 * for the REST API that is Accept-Language), from the {@code errors} bundle. A refusal's argument may be a
 * {@link Phrase} (a zip the sandbox's reader refused): it is said in the same language, in the games' words.
 */
@Component
public class ErrorSentences {

    private final MessageSource messages;
    private final ObjectProvider<LocaleResolver> locales;
    private final OutcomeWords words;

    public ErrorSentences(MessageSource messages, ObjectProvider<LocaleResolver> locales, OutcomeWords words) {
        this.messages = messages;
        this.locales = locales;
        this.words = words;
    }

    /** In the current request's language (a controller, an advice, a view). */
    public String of(MessageSourceResolvable refusal) {
        return said(refusal, LocaleContextHolder.getLocale());
    }

    /** A key of the bundle with its arguments, in the current request's language. */
    public String of(String key, Object... arguments) {
        return messages.getMessage(key, arguments, LocaleContextHolder.getLocale());
    }

    /**
     * In the language of a request the DispatcherServlet has not seen yet (a filter, Spring Security's handlers), where
     * the request's locale is not set: the site's LocaleResolver is asked.
     */
    public String in(HttpServletRequest request, String key, Object... arguments) {
        return messages.getMessage(key, arguments, locale(request));
    }

    /** @see #in(HttpServletRequest, String, Object...) */
    public String in(HttpServletRequest request, MessageSourceResolvable refusal) {
        return said(refusal, locale(request));
    }

    /** How long to wait before trying again, in the request's language: seconds under two minutes, else minutes. */
    public String waitOf(HttpServletRequest request, long seconds) {
        long wait = Math.max(1, seconds);
        return wait < 120 ? in(request, "wait.seconds", wait) : in(request, "wait.minutes", (wait + 59) / 60);
    }

    /** "CODE: sentence", as the forms' error lines show a refusal. */
    public String line(ArenaException refusal) {
        return refusal.code() + ": " + of(refusal);
    }

    /** The refusal with its phrases said in the language first (a phrase of words the site lacks keeps its English). */
    private String said(MessageSourceResolvable refusal, Locale locale) {
        Object[] arguments = refusal.getArguments();
        if (arguments == null || Arrays.stream(arguments).noneMatch(Phrase.class::isInstance)) {
            return messages.getMessage(refusal, locale);
        }
        Object[] inLanguage = Arrays.stream(arguments)
                .map(arg -> arg instanceof Phrase phrase ? words.say(phrase, locale).orElse(phrase.text()) : arg)
                .toArray();
        return messages.getMessage(
                new DefaultMessageSourceResolvable(refusal.getCodes(), inLanguage, refusal.getDefaultMessage()), locale);
    }

    private Locale locale(HttpServletRequest request) {
        LocaleResolver resolver = locales.getIfAvailable();
        return resolver != null ? resolver.resolveLocale(request) : Locale.ENGLISH;
    }
}
