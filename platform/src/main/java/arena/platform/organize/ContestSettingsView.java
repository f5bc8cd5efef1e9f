package arena.platform.organize;

import arena.platform.contest.Contest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/** A contest's settings as its organizers see them; null limits are the site's defaults. */
record ContestSettingsView(Long id, String slug, String game, String name, String description, Long ownerId,
        Instant sandboxOpensAt, Instant sandboxClosesAt, List<String> languages, Integer submissionLimit,
        Long submissionWindowSeconds, Integer customGameLimit, Long customGameWindowSeconds, Long startupMillis,
        Long moveMillis) {

    static ContestSettingsView of(Contest contest) {
        return new ContestSettingsView(contest.getId(), contest.getSlug(), contest.getGame(), contest.getName(),
                contest.getDescription(), contest.getOwnerId(), contest.getSandboxOpensAt(), contest.getSandboxClosesAt(),
                contest.getLanguages(), contest.submissionRate().map(rate -> rate.limit()).orElse(null),
                contest.submissionRate().map(rate -> rate.window().toSeconds()).orElse(null),
                contest.customGameRate().map(rate -> rate.limit()).orElse(null),
                contest.customGameRate().map(rate -> rate.window().toSeconds()).orElse(null),
                contest.startupLimit().map(Duration::toMillis).orElse(null),
                contest.moveLimit().map(Duration::toMillis).orElse(null));
    }
}
