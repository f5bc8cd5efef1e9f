package arena.platform.figures;

import java.time.Instant;

/** One rated game in a player's filtered list: where they sat, their team's place and their score. */
public record PlayerGame(long matchId, Instant finishedAt, String format, String map, int seat, int place,
        String score) {
}
