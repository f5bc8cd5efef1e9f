package arena.sandbox.build;

import arena.game.api.Phrase;
import arena.game.api.Phrases;

/**
 * A submission that cannot be built, for a reason the user can fix: the message is for the user, its words
 * ({@code outcome.build.*} of the shared bundle) let the site say it in the reader's language.
 */
public class BuildException extends RuntimeException {

    private final transient Phrase phrase;

    public BuildException(Phrase phrase) {
        super(phrase.text());
        this.phrase = phrase;
    }

    /** {@code new BuildException("outcome.build.zip.empty")}: a sentence of the shared words, with its English text. */
    public BuildException(String key, Object... args) {
        this(Phrases.shared().say(key, args));
    }

    /** The sentence in words for every language. */
    public Phrase phrase() {
        return phrase;
    }
}
