package arena.platform.ladder;

import java.util.List;
import java.util.Map;

/**
 * What an organizer sets of a contest's ladder (the page's form and {@code PUT /api/contests/{slug}/ladder}).
 *
 * @param gamesPerPlayerHour rated games per active player per hour; null for the site's default
 * @param formats            the format ids to play; null or empty for every format with several seats
 * @param options            match options of every ladder game (bomber: {@code maxTicks}); null for none
 * @param frozen             whether to freeze the ladder (no games are created while it is frozen); null keeps it
 *                           as it is, so a request that leaves it out neither freezes nor unfreezes the ladder
 * @param comparisonGames    the most games one A/B comparison may ask for; null for the site's default
 */
public record LadderForm(Double gamesPerPlayerHour, List<String> formats, Map<String, String> options, Boolean frozen,
        Integer comparisonGames) {

    /** Settings that leave the comparisons' cap at the site's default. */
    public LadderForm(Double gamesPerPlayerHour, List<String> formats, Map<String, String> options, Boolean frozen) {
        this(gamesPerPlayerHour, formats, options, frozen, null);
    }
}
