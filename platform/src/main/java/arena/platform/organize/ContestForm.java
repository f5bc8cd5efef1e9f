package arena.platform.organize;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * What an organizer sets of a contest ({@code POST /api/contests}, {@code PUT /api/contests/{slug}} and the page).
 * Every null keeps the site's default; the game and the slug are fixed at creation.
 *
 * @param submissionLimit     submissions per {@code submissionWindowSeconds} (seed 000: 3 per 300)
 * @param customGameLimit     custom games per {@code customGameWindowSeconds} (seed 000: 2 per 300)
 * @param sandboxGamesPerHour rated games per player per hour in the ladder
 * @param sandboxFormats      format ids the ladder plays; empty for all with several seats
 * @param sandboxOptions      match options of ladder games, within the game's bounds (shorter games, say)
 * @param startupMillis       the contest's start-up limit per strategy, within the game's time bounds
 * @param moveMillis          the contest's limit per answer, within the game's time bounds
 * @param siteLanguage        the language the contest's pages open in (en, ru, fa) for a visitor whose browser asks for
 *                            none of the site's; null keeps it
 * @param texts               the organizer's own text per language (en, ru, fa), plain text or Markdown, shown on the
 *                            rules page; a blank text removes that language's, a language not named keeps its; null
 *                            keeps them all
 */
public record ContestForm(String game, String slug, String name, String description, Instant sandboxOpensAt,
        Instant sandboxClosesAt, List<String> languages, Integer submissionLimit, Integer submissionWindowSeconds,
        Integer customGameLimit, Integer customGameWindowSeconds, Double sandboxGamesPerHour,
        List<String> sandboxFormats, Map<String, String> sandboxOptions, Integer startupMillis, Integer moveMillis,
        String siteLanguage, Map<String, String> texts) {

    /** A form that keeps the contest's language and texts. */
    public ContestForm(String game, String slug, String name, String description, Instant sandboxOpensAt,
            Instant sandboxClosesAt, List<String> languages, Integer submissionLimit, Integer submissionWindowSeconds,
            Integer customGameLimit, Integer customGameWindowSeconds, Double sandboxGamesPerHour,
            List<String> sandboxFormats, Map<String, String> sandboxOptions, Integer startupMillis, Integer moveMillis) {
        this(game, slug, name, description, sandboxOpensAt, sandboxClosesAt, languages, submissionLimit,
                submissionWindowSeconds, customGameLimit, customGameWindowSeconds, sandboxGamesPerHour, sandboxFormats,
                sandboxOptions, startupMillis, moveMillis, null, null);
    }

    /** A form that keeps the site's time limits. */
    public ContestForm(String game, String slug, String name, String description, Instant sandboxOpensAt,
            Instant sandboxClosesAt, List<String> languages, Integer submissionLimit, Integer submissionWindowSeconds,
            Integer customGameLimit, Integer customGameWindowSeconds, Double sandboxGamesPerHour,
            List<String> sandboxFormats, Map<String, String> sandboxOptions) {
        this(game, slug, name, description, sandboxOpensAt, sandboxClosesAt, languages, submissionLimit,
                submissionWindowSeconds, customGameLimit, customGameWindowSeconds, sandboxGamesPerHour, sandboxFormats,
                sandboxOptions, null, null);
    }
}
