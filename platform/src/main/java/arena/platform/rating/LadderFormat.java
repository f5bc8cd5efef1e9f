package arena.platform.rating;

import arena.game.api.Format;

/**
 * A format the ladder plays, with its share of the games.
 *
 * @param format the engine's format (seats and teams)
 * @param weight the relative chance of the format when the next game is made; the current stage's format
 *               alone, or every format the contest allows
 */
public record LadderFormat(Format format, double weight) {

    public LadderFormat {
        if (format.solo()) {
            throw new IllegalArgumentException("a solo format has no rated ladder: " + format.id());
        }
        if (!(weight > 0) || Double.isInfinite(weight)) {
            throw new IllegalArgumentException("format " + format.id() + " has weight " + weight);
        }
    }
}
