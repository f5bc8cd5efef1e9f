package arena.platform.i18n;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import java.util.Locale;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * The words games use to say how a game ended: every hosted game's bundle ({@code arena/game/<id>/outcome}) and the
 * shared one, read by the same {@link Phrases} that gives the engines their English text and the games' tests their
 * checks, so a summary reads the same on the command line and on the site. They stay out of the site's message
 * source: game keys never meet the site's, and a bundle the site lacks cannot fail a game's words.
 */
@Component
public class OutcomeWords {

    private final Phrases words;

    OutcomeWords(HostedGames catalog) {
        this.words = Phrases.of(OutcomeWords.class.getClassLoader(),
                catalog.all().stream().map(engine -> engine.info().id()).toList());
    }

    /** The phrase in a language (English where the language lacks a word); empty when a key is unknown here. */
    public Optional<String> say(Phrase phrase, Locale locale) {
        return words.text(phrase, locale);
    }
}
