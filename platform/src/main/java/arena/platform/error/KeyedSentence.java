package arena.platform.error;

import org.springframework.context.MessageSourceResolvable;

/**
 * A refusal whose sentence is a key of the {@code errors} bundle with its arguments, so that a page or the API says it
 * in the reader's language ({@link ErrorSentences}); its {@link #getMessage()} is the English sentence, for logs and
 * for a language that lacks the key.
 */
public interface KeyedSentence extends MessageSourceResolvable {

    /** The bundle key of the sentence. */
    String key();

    /** The English sentence. */
    String getMessage();

    @Override
    default String[] getCodes() {
        return new String[] {key()};
    }

    /** English, when a language lacks the key (it falls back to errors.properties first, so this is seldom used). */
    @Override
    default String getDefaultMessage() {
        return getMessage();
    }
}
