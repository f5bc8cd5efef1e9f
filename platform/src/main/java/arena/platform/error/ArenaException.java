package arena.platform.error;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import org.springframework.http.HttpStatus;

/**
 * A request the platform refuses for a reason the user can understand: a code, an HTTP status, and a sentence
 * named by a key of the {@code errors} bundle with its arguments. Pages and the REST API's ProblemDetail show the
 * sentence in the reader's language ({@link ErrorSentences}); the code never changes with the language, and
 * {@link #getMessage()} is the English sentence, for logs.
 */
public class ArenaException extends RuntimeException implements KeyedSentence {

    private final HttpStatus status;
    private final String code;
    private final String key;
    private final Object[] arguments;

    /**
     * @param key       a key of {@code errors.properties}: {@code error.<CODE>} or {@code error.<CODE>.<variant>}
     * @param arguments the sentence's MessageFormat arguments ({@code {0}}, {@code {1}}, ...)
     */
    public ArenaException(HttpStatus status, String code, String key, Object... arguments) {
        super(english(key, arguments));
        this.status = status;
        this.code = code;
        this.key = key;
        this.arguments = arguments.clone();
    }

    /** 404 {@code NOT_FOUND}; the key is {@code error.NOT_FOUND.<what>}. */
    public static ArenaException notFound(String key, Object... arguments) {
        return new ArenaException(HttpStatus.NOT_FOUND, "NOT_FOUND", key, arguments);
    }

    /** 403 {@code FORBIDDEN}; the key is {@code error.FORBIDDEN.<why>}. */
    public static ArenaException forbidden(String key, Object... arguments) {
        return new ArenaException(HttpStatus.FORBIDDEN, "FORBIDDEN", key, arguments);
    }

    public HttpStatus status() {
        return status;
    }

    public String code() {
        return code;
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public Object[] getArguments() {
        return arguments.clone();
    }

    /**
     * The sentence as Spring's MessageSource formats it (a pattern without arguments is taken as it is, one with
     * arguments through MessageFormat), in English.
     */
    public static String english(String key, Object... arguments) {
        String pattern;
        try {
            pattern = ResourceBundle.getBundle("errors", Locale.ROOT,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)).getString(key);
        } catch (MissingResourceException e) {
            // a key the bundle lacks is a bug of the throw site; the log still gets what was meant
            return key;
        }
        return arguments.length == 0 ? pattern : new MessageFormat(pattern, Locale.ENGLISH).format(arguments);
    }
}
