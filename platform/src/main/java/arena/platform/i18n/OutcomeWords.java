package arena.platform.i18n;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.MessageSource;
import org.springframework.stereotype.Component;

/**
 * The words games use to say how a game ended: every hosted game's bundle ({@code arena/game/<id>/outcome}) and the
 * shared one, read by the same {@link Phrases} that gives the engines their English text and the games' tests their
 * checks, so a summary reads the same on the command line and on the site. Game keys stay out of the site's message
 * source, so a bundle the site lacks cannot fail a game's words; the other way round, a phrase the site itself keeps
 * (a submission's rejection around a seat's verdict) is said with the site's messages where the games have no such
 * key, its nested phrases still in the games' words.
 */
@Component
public class OutcomeWords {

    private final Phrases words;
    private final MessageSource site;

    @Autowired
    OutcomeWords(HostedGames catalog, MessageSource site) {
        this(Phrases.of(OutcomeWords.class.getClassLoader(), catalog.all().stream().map(engine -> engine.info().id()).toList()),
                site);
    }

    /** The games' words and the site's messages: for tests without the Spring context. */
    public OutcomeWords(Phrases words, MessageSource site) {
        this.words = words;
        this.site = site;
    }

    /** The phrase in a language (English where the language lacks a word); empty when a key is unknown here. */
    public Optional<String> say(Phrase phrase, Locale locale) {
        return Phrases.format(phrase, wording(locale));
    }

    /**
     * A phrase of the site's (or the games') words with its English text, for logs and tools: nested phrases keep their
     * own English text.
     *
     * @throws IllegalArgumentException when no English sentence has the key
     */
    public Phrase phrase(String key, Object... args) {
        List<Object> english = new ArrayList<>();
        for (Object arg : new Phrase(key, List.of(args), "").args()) {
            english.add(arg instanceof Phrase nested ? nested.text() : arg instanceof List<?> list
                    ? list.stream().map(item -> item instanceof Phrase nested ? nested.text() : item).toList() : arg);
        }
        String text = say(new Phrase(key, english, ""), Locale.ENGLISH)
                .orElseThrow(() -> new IllegalArgumentException("no English words for " + key));
        return new Phrase(key, List.of(args), text);
    }

    private Phrases.Wording wording(Locale locale) {
        Phrases.Wording games = words.wording(locale);
        return (key, args) -> {
            String said = games.say(key, args);
            return said != null ? said : site.getMessage(key, args.length == 0 ? null : args, null, locale);
        };
    }
}
