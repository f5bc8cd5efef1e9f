package arena.game.smartdog.rules;

/** One {@code obj} line of a player's view (§8.2, §9.4). */
public sealed interface Sighting {

    int x();

    int y();

    /**
     * A dog in sight.
     *
     * @param action  {@code move}, {@code panic} or {@code indignant} (§7.4)
     * @param barking it barked in the previous turn
     */
    record SeenDog(int id, int x, int y, int owner, String action, boolean barking) implements Sighting {
    }

    /**
     * A sheep in sight.
     *
     * @param action {@code standBy}, {@code move} or {@code panic} (§6.7)
     */
    record SeenSheep(int x, int y, String action, Direction direction) implements Sighting {
    }

    /** A dog out of sight that barked in the previous turn: only its voice and place. */
    record HeardBark(int x, int y) implements Sighting {
    }
}
