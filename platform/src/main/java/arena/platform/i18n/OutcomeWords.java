package arena.platform.i18n;

import arena.game.api.GameEngine;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.platform.contest.GameCatalog;
import java.util.Locale;
import java.util.Optional;
import org.springframework.context.MessageSource;
import org.springframework.context.support.AbstractResourceBasedMessageSource;
import org.springframework.stereotype.Component;

/**
 * The words games use to say how a game ended ({@link Phrases}): the shared bundle and each hosted game's
 * ({@code arena/game/<id>/outcome}) join the site's message source, so a summary is said in the page's language.
 */
@Component
public class OutcomeWords {

    private final MessageSource messages;

    OutcomeWords(MessageSource messages, GameCatalog catalog) {
        this.messages = messages;
        if (messages instanceof AbstractResourceBasedMessageSource bundles) {
            bundles.addBasenames(Phrases.SHARED);
            for (GameEngine engine : catalog.all()) {
                String basename = Phrases.basename(engine.info().id());
                if (engine.getClass().getClassLoader().getResource(basename + ".properties") != null) {
                    bundles.addBasenames(basename);
                }
            }
        }
    }

    /** The phrase in a language; empty when a key is unknown here (a game this site no longer hosts). */
    public Optional<String> say(Phrase phrase, Locale locale) {
        return Phrases.format(phrase, (key, args) -> messages.getMessage(key, args, null, locale));
    }
}
