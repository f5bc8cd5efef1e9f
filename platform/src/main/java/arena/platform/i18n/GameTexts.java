package arena.platform.i18n;

import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.platform.contest.Contest;
import arena.platform.contest.GameCatalog;
import arena.sandbox.build.Language;
import java.util.List;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

/**
 * What the games and toolchains say about themselves (a game's summary, its formats' names, a language's
 * libraries) in the page's language: the messages {@code game.<id>.summary}, {@code format.<game>.<id>} and
 * {@code contest.libraries.<language>}, whose English is the engine's or toolchain's own text (a test holds them
 * equal); without a message, their own text. Templates use it as {@code @gameTexts}.
 */
@Component("gameTexts")
public class GameTexts {

    private final MessageSource messages;
    private final GameCatalog catalog;

    GameTexts(MessageSource messages, GameCatalog catalog) {
        this.messages = messages;
        this.catalog = catalog;
    }

    /**
     * A contest's description as paragraphs: the organizer's words, or the game's summary in the page's language
     * where they wrote none or kept the game's own (the site's default contests).
     */
    public List<String> description(Contest contest) {
        EngineInfo game = catalog.info(contest.getGame());
        List<String> own = contest.descriptionParagraphs();
        return own.isEmpty() || contest.getDescription().strip().equals(game.summary().strip()) ? List.of(summary(game)) : own;
    }

    /** The description's first paragraph, for the home page's card. */
    public String lead(Contest contest) {
        return description(contest).get(0);
    }

    public String summary(EngineInfo game) {
        return message("game." + game.id() + ".summary", game.summary());
    }

    public String format(String game, Format format) {
        return message("format." + game + "." + format.id(), format.name());
    }

    /** A language's libraries besides its standard library, as one line. */
    public String libraries(Language language) {
        List<String> libraries = language.libraries();
        return message("contest.libraries." + language.id(), String.join(", ", libraries));
    }

    private String message(String key, String fallback) {
        return messages.getMessage(key, null, fallback, LocaleContextHolder.getLocale());
    }
}
