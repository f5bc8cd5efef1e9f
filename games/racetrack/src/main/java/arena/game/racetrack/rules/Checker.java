package arena.game.racetrack.rules;

import arena.game.racetrack.maps.Track;

/** Evaluates a normalised answer on a track (§9). */
public final class Checker {

    private Checker() {
    }

    public static Result evaluate(Track track, String moves) {
        return evaluate(track, moves, null);
    }

    /**
     * Drives the answer until it finishes, crashes or runs out; moves after the finish are not driven
     * (D-R10) but must still be move letters.
     *
     * @param path receives the start and the end point of every driven move, or {@code null}
     */
    public static Result evaluate(Track track, String moves, Path path) {
        for (int i = 0; i < moves.length(); i++) {
            if ("0UDLR".indexOf(moves.charAt(i)) < 0) {
                return Result.invalid("move " + (i + 1) + " is not one of 0 U D L R");
            }
        }
        Race race = new Race(track);
        if (path != null) {
            path.add(race.x(), race.y());
        }
        for (int i = 0; i < moves.length(); i++) {
            Status status = race.move(moves.charAt(i));
            if (path != null) {
                path.add(race.x(), race.y());
            }
            if (status == Status.CRASHED) {
                return Result.crashed(moves.length(), race.moves());
            }
            if (status == Status.FINISHED) {
                return Result.finished(moves.length(), race.time());
            }
        }
        return Result.notFinished(moves.length());
    }
}
