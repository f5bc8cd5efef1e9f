package arena.platform.ladder;

import arena.game.api.Format;
import arena.platform.rating.LadderFormat;
import arena.platform.rating.LadderSettings;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A contest's rated ladder as it plays now: its settings resolved against the site's defaults and the game.
 *
 * @param contestId          the contest
 * @param gamesPerPlayerHour rated games per active player per hour
 * @param ownRate            whether the contest set its own rate (otherwise the site's)
 * @param formats            the formats the ladder plays, each as likely
 * @param choices            every format of the game with several seats: what an organizer may choose from
 * @param options            the match options of every ladder game
 * @param frozen             whether an organizer froze the ladder: no games are created
 * @param pacedUntil         the scheduler's pace (see {@link arena.platform.rating.LadderPace}), or null
 * @param comparisonGames    the most games one A/B comparison may ask for
 * @param ownComparisonGames whether the contest set that cap itself (otherwise the site's)
 */
public record LadderSetup(long contestId, double gamesPerPlayerHour, boolean ownRate, List<Format> formats,
        List<Format> choices, Map<String, String> options, boolean frozen, Instant pacedUntil, int comparisonGames,
        boolean ownComparisonGames) {

    public LadderSetup {
        formats = List.copyOf(formats);
        choices = List.copyOf(choices);
        options = Map.copyOf(options);
    }

    /** The pure scheduler's settings: the defaults of {@link LadderSettings#of} at this contest's rate. */
    public LadderSettings settings() {
        LadderSettings defaults = LadderSettings.of(formats.stream().map(format -> new LadderFormat(format, 1)).toList());
        return new LadderSettings(gamesPerPlayerHour, defaults.formats(), defaults.allowSameUser(),
                defaults.recentWindow(), defaults.pairingWidth(), defaults.nearbyOpponents(), defaults.extraGameWeight(),
                defaults.queuedGamesPerSlot(), defaults.maxCatchUp());
    }

    public boolean plays(String formatId) {
        return formats.stream().anyMatch(format -> format.id().equals(formatId));
    }
}
