package arena.platform.stage.plan;

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
 * @param gameTime      the measured time of one game of this game on this site; empty before any was measured
 * @param slots         games the workers play at once
 * @param estimated     every part's waves, one after another, each as long as its games take on the slots; breaks
 *                      between parts not counted; empty when no game time was measured yet
 */
public record StagePreview(int entrants, int wavesPerPart, int gamesPerPart, int parts, long fillerGames,
        Optional<Duration> gameTime, int slots, Optional<Duration> estimated) {

    /**
     * A preview of a stage whose parts are each planned like {@code part}. A wave's games share the slots, and the next
     * wave waits for the last: a wave of 11 games on 4 slots takes three game times.
     *
     * @param gameTime a measured time of one game (the median of recent ones), or empty
     * @param slots    the workers' match slots; fewer than one counts as one (a wave waits for a worker anyway)
     */
    public static StagePreview of(StagePlan part, int parts, Optional<Duration> gameTime, int slots) {
        if (parts < 1) {
            throw new IllegalArgumentException("a stage has at least one part, not " + parts);
        }
        int atOnce = Math.max(1, slots);
        long rounds = 0;
        for (int wave = 0; wave < part.waves(); wave++) {
            rounds += (part.wave(wave).size() + atOnce - 1) / atOnce;
        }
        long perPart = rounds;
        Optional<Duration> estimated = gameTime.map(time -> time.multipliedBy(perPart * parts));
        return new StagePreview(part.entrants().size(), part.waves(), part.games().size(), parts,
                part.gamesWithFillers(), gameTime, atOnce, estimated);
    }
}
