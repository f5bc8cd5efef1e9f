package arena.platform.rating;

/**
 * Something that changes ratings, in the order the database stored it: a rated game or an inertia reset.
 * Replaying a contest's events in that order gives its ratings exactly ({@link RatingLedger#replay}).
 */
public sealed interface RatingEvent permits RatedGame, InertiaReset {
}
