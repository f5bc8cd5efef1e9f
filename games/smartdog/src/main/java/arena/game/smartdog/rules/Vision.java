package arena.game.smartdog.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * What a player is told each turn (§8.2): every object within sight of his dogs, scanned dog by dog in
 * creation order, column by column, each listed once, then the barks he only hears.
 */
final class Vision {

    private final Pasture pasture;
    private final SmartDogRules rules;
    private final Flock flock;
    /** Cells listed in the current view hold the view's stamp. */
    private final int[] listed;
    private int stamp;

    Vision(Pasture pasture, SmartDogRules rules, Flock flock) {
        this.pasture = pasture;
        this.rules = rules;
        this.flock = flock;
        this.listed = new int[pasture.layout().cols() * pasture.layout().rows()];
    }

    List<Sighting> view(int player) {
        stamp++;
        List<Sighting> out = new ArrayList<>();
        Torus torus = pasture.torus();
        int r = rules.dogVisibilityR();
        int cols = pasture.layout().cols();
        for (Dog dog : pasture.dogs()) {
            if (dog.owner() != player) {
                continue;
            }
            for (int ox = -r; ox <= r; ox++) {
                for (int oy = -r; oy <= r; oy++) {
                    int cx = torus.wrapX(dog.x + ox);
                    int cy = torus.wrapY(dog.y + oy);
                    // measured to the wrapped cell, so on a small map a cell may be nearer than (ox, oy) says
                    if (!torus.within(dog.x, dog.y, cx, cy, r)) {
                        continue;
                    }
                    Animal o = pasture.objectAt(cx, cy);
                    if (o == null || listed[cy * cols + cx] == stamp) {
                        continue;
                    }
                    listed[cy * cols + cx] = stamp;
                    out.add(full(o));
                }
            }
        }
        for (Dog dog : pasture.dogs()) {
            if (dog.barkingVisible && listed[dog.y * cols + dog.x] != stamp) {
                out.add(new Sighting.HeardBark(dog.x, dog.y));
            }
        }
        return out;
    }

    private Sighting full(Animal o) {
        if (o instanceof Dog dog) {
            String action = !dog.scared() ? "move" : dog.indignantMode ? "indignant" : "panic";
            return new Sighting.SeenDog(dog.id(), dog.x, dog.y, dog.owner(), action, dog.barkingVisible);
        }
        Sheep s = (Sheep) o;
        String action = s.panicCounter > 0 ? "panic" : flock.wantsToWalk(s) ? "move" : "standBy";
        return new Sighting.SeenSheep(s.x, s.y, action, s.dir);
    }
}
