package arena.game.smartdog.rules;

import java.util.Optional;

/**
 * What dogs do (§7): the {@code move} and {@code bark} commands with their checks in the spec's order and
 * their exact warning texts, and the end-of-turn update of the scare counters.
 */
final class Pack {

    /** How the original printed a missing token. */
    static final String MISSING = "undefined";

    private final Pasture pasture;
    private final SmartDogRules rules;
    private final Flock flock;

    Pack(Pasture pasture, SmartDogRules rules, Flock flock) {
        this.pasture = pasture;
        this.rules = rules;
        this.flock = flock;
    }

    void startTurn() {
        for (Dog dog : pasture.dogs()) {
            dog.movedThisTurn = false;
        }
    }

    /** §7.2 MOVE_CMD: empty when the dog moved, else the warning text. */
    Optional<String> move(int player, String idToken, String dirToken) {
        String id = idToken == null ? MISSING : idToken;
        Optional<Direction> dir = Direction.ofWord(dirToken);
        if (dir.isEmpty()) {
            return Optional.of(id + " Unexpected direction '" + (dirToken == null ? MISSING : dirToken)
                    + "', one of the following expected: up,down,left,right");
        }
        Dog dog = ownDog(player, idToken);
        if (dog == null) {
            return Optional.of(id + " Unknown id");
        }
        if (dog.movedThisTurn) {
            return Optional.of(id + " Dog already moved this turn");
        }
        if (dog.scared() && !dog.indignantMode) {
            return Optional.of(id + " Cannot move - scared :(");
        }
        Torus torus = pasture.torus();
        int tx = torus.wrapX(dog.x + dir.get().dx());
        int ty = torus.wrapY(dog.y + dir.get().dy());
        if (!pasture.traversable(tx, ty) || pasture.objectAt(tx, ty) != null) {
            // a failed move does not use up the dog's move (TV-17)
            return Optional.of(id + " Cannot move to " + tx + ", " + ty
                    + " - there is a non traversable landscape or another object");
        }
        pasture.moveTo(dog, tx, ty);
        dog.movedThisTurn = true;
        return Optional.empty();
    }

    /** §7.2 BARK_CMD: empty when the dog barked, else the warning text. Effects are immediate. */
    Optional<String> bark(int player, String idToken) {
        String id = idToken == null ? MISSING : idToken;
        Dog dog = ownDog(player, idToken);
        if (dog == null) {
            return Optional.of(id + " Unknown id");
        }
        if (dog.barkedThisTurn) {
            return Optional.of(id + " Dog with already barked this turn");
        }
        if (dog.scared()) {
            return Optional.of(id + " Cannot bark because fighted by another dog");
        }
        dog.barkedThisTurn = true;
        Torus torus = pasture.torus();
        for (Animal o : pasture.animals()) {
            if (o == dog || !torus.within(dog.x, dog.y, o.x, o.y, rules.dogBarkingR())) {
                continue;
            }
            if (o instanceof Dog other) {
                if (other.owner() == dog.owner()) {
                    other.allyBarkedThisTurn = true;
                } else {
                    other.enemyBarkedThisTurn = true;
                    // the mode switches at once, the counter at the end of the turn (D4)
                    other.indignantMode = pasture.layout().territories().get(other.owner() - 1).contains(dog.x, dog.y);
                }
            } else {
                flock.scare((Sheep) o, dog);
            }
        }
        return Optional.empty();
    }

    /** §7.3: an ally's bark cancels earlier scares, an enemy's bark wins over it. */
    void endTurn() {
        for (Dog dog : pasture.dogs()) {
            if (dog.scareCounter > 0) {
                dog.scareCounter--;
            }
            if (dog.allyBarkedThisTurn) {
                dog.scareCounter = 0;
            }
            dog.barkingVisible = dog.barkedThisTurn;
            if (dog.enemyBarkedThisTurn) {
                dog.scareCounter = rules.dogScaryTurns();
            }
            dog.barkedThisTurn = false;
            dog.allyBarkedThisTurn = false;
            dog.enemyBarkedThisTurn = false;
        }
    }

    /**
     * The player's dog whose id the token spells exactly, or {@code null}. The original looked the token up as
     * a key among the ids' decimal texts, so {@code 03}, {@code +3} or {@code 3.0} name no dog (W2).
     */
    private Dog ownDog(int player, String idToken) {
        for (Dog dog : pasture.dogs()) {
            if (dog.owner() == player && Integer.toString(dog.id()).equals(idToken)) {
                return dog;
            }
        }
        return null;
    }
}
