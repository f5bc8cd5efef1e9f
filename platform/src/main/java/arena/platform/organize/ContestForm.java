package arena.platform.organize;

import com.fasterxml.jackson.annotation.JsonAlias;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * What an organizer sets of a contest ({@code POST /api/contests}, {@code PUT /api/contests/{slug}} and the page).
 * Every null keeps the site's default; the game and the slug are fixed at creation.
 *
 * @param submissionLimit     submissions per {@code submissionWindowSeconds} (seed 000: 3 per 300)
 * @param customGameLimit     custom games per {@code customGameWindowSeconds} (seed 000: 2 per 300)
 * @param ladderOpensAt       when the ladder opens (null: open now); still read as {@code sandboxOpensAt}, its name
 *                            from when the ladder was called the sandbox, as are the other ladder fields'
 * @param ladderClosesAt      when the ladder closes (null: never); still read as {@code sandboxClosesAt}
 * @param ladderGamesPerHour  rated games per player per hour in the ladder ({@code sandboxGamesPerHour})
 * @param ladderFormats       format ids the ladder plays; empty for all with several seats ({@code sandboxFormats})
 * @param ladderOptions       match options of ladder games, within the game's bounds (shorter games, say;
 *                            {@code sandboxOptions})
 * @param startupMillis       the contest's start-up limit per strategy, within the game's time bounds
 * @param moveMillis          the contest's limit per answer, within the game's time bounds
 * @param siteLanguage        the language the contest's pages open in (en, ru, fa) for a visitor whose browser asks for
 *                            none of the site's; null keeps it
 * @param texts               the organizer's own text per language (en, ru, fa), plain text or Markdown, shown on the
 *                            rules page; a blank text removes that language's, a language not named keeps its; null
 *                            keeps them all
 */
public record ContestForm(String game, String slug, String name, String description,
        @JsonAlias("sandboxOpensAt") Instant ladderOpensAt, @JsonAlias("sandboxClosesAt") Instant ladderClosesAt,
        List<String> languages, Integer submissionLimit, Integer submissionWindowSeconds, Integer customGameLimit,
        Integer customGameWindowSeconds, @JsonAlias("sandboxGamesPerHour") Double ladderGamesPerHour,
        @JsonAlias("sandboxFormats") List<String> ladderFormats,
        @JsonAlias("sandboxOptions") Map<String, String> ladderOptions, Integer startupMillis, Integer moveMillis,
        String siteLanguage, Map<String, String> texts) {

    /** A form that keeps the contest's language and texts. */
    public ContestForm(String game, String slug, String name, String description, Instant ladderOpensAt,
            Instant ladderClosesAt, List<String> languages, Integer submissionLimit, Integer submissionWindowSeconds,
            Integer customGameLimit, Integer customGameWindowSeconds, Double ladderGamesPerHour,
            List<String> ladderFormats, Map<String, String> ladderOptions, Integer startupMillis, Integer moveMillis) {
        this(game, slug, name, description, ladderOpensAt, ladderClosesAt, languages, submissionLimit,
                submissionWindowSeconds, customGameLimit, customGameWindowSeconds, ladderGamesPerHour, ladderFormats,
                ladderOptions, startupMillis, moveMillis, null, null);
    }

    /** A form that keeps the site's time limits. */
    public ContestForm(String game, String slug, String name, String description, Instant ladderOpensAt,
            Instant ladderClosesAt, List<String> languages, Integer submissionLimit, Integer submissionWindowSeconds,
            Integer customGameLimit, Integer customGameWindowSeconds, Double ladderGamesPerHour,
            List<String> ladderFormats, Map<String, String> ladderOptions) {
        this(game, slug, name, description, ladderOpensAt, ladderClosesAt, languages, submissionLimit,
                submissionWindowSeconds, customGameLimit, customGameWindowSeconds, ladderGamesPerHour, ladderFormats,
                ladderOptions, null, null);
    }
}
