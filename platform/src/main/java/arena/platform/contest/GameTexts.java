package arena.platform.contest;

import arena.game.api.EngineInfo;
import arena.game.api.Format;
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

    /** A format named by its id ({@code 4p}), as stages and games keep it; an id the game no longer has stays as it is. */
    public String format(String game, String formatId) {
        return catalog.info(game).formats().stream().filter(format -> format.id().equals(formatId)).findFirst()
                .map(format -> format(game, format)).orElse(formatId);
    }

    /** Formats' names in the page's language, as one line ({@code 2 players, 4 players}). */
    public String formats(String game, List<Format> formats) {
        return String.join(", ", formats.stream().map(format -> format(game, format)).toList());
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
