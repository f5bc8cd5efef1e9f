package arena.platform.stage;

import java.time.Duration;
import java.util.Optional;

/**
 * What an organizer sees before a stage starts.
 *
 * @param entrants      how many entrants play
 * @param wavesPerPart  waves (duel rounds, maps) of one part
 * @param gamesPerPart  games of one part
 * @param parts         how many parts
 * @param fillerGames   games of one part with built-in bots in seats (0 when the entrants divide by the seats)
 * @param estimated     the games of all parts at the measured games per hour, breaks between parts not counted;
 *                      empty when nothing has been measured yet
 */
public record StagePreview(int entrants, int wavesPerPart, int gamesPerPart, int parts, long fillerGames,
        Optional<Duration> estimated) {

    /**
     * A preview of a stage whose parts are each planned like {@code part}. Games per hour is throughput, so a
     * wave's slowest game holding up the next wave is not modelled: the estimate is a lower bound.
     */
    public static StagePreview of(StagePlan part, int parts, double gamesPerHour) {
        if (parts < 1) {
            throw new IllegalArgumentException("a stage has at least one part, not " + parts);
        }
        long games = (long) part.games().size() * parts;
        Optional<Duration> estimated = gamesPerHour > 0
                ? Optional.of(Duration.ofSeconds(Math.round(games * 3600 / gamesPerHour)))
                : Optional.empty();
        return new StagePreview(part.entrants().size(), part.waves(), part.games().size(), parts,
                part.gamesWithFillers(), estimated);
    }
}
