package arena.platform.organize;

import arena.platform.contest.Contest;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A contest's settings as its organizers see them; null limits are the site's defaults.
 *
 * @param siteLanguage the language its pages open in for a visitor whose browser asks for none of the site's
 * @param texts        the organizer's own text per language, as written (Markdown)
 */
record ContestSettingsView(Long id, String slug, String game, String name, String description, Long ownerId,
        Instant ladderOpensAt, Instant ladderClosesAt, List<String> languages, Integer submissionLimit,
        Long submissionWindowSeconds, Integer customGameLimit, Long customGameWindowSeconds, Long startupMillis,
        Long moveMillis, String siteLanguage, Map<String, String> texts) {

    static ContestSettingsView of(Contest contest, Map<String, String> texts) {
        return new ContestSettingsView(contest.getId(), contest.getSlug(), contest.getGame(), contest.getName(),
                contest.getDescription(), contest.getOwnerId(), contest.getLadderOpensAt(), contest.getLadderClosesAt(),
                contest.getLanguages(), contest.submissionRate().map(rate -> rate.limit()).orElse(null),
                contest.submissionRate().map(rate -> rate.window().toSeconds()).orElse(null),
                contest.customGameRate().map(rate -> rate.limit()).orElse(null),
                contest.customGameRate().map(rate -> rate.window().toSeconds()).orElse(null),
                contest.startupLimit().map(Duration::toMillis).orElse(null),
                contest.moveLimit().map(Duration::toMillis).orElse(null), contest.getLanguage(), Collections.unmodifiableMap(new LinkedHashMap<>(texts)));
    }
}
