import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Your strategy. The example walks each dog behind a sheep, on the side away from your pen, and barks: a
 * barked sheep runs away from the dog along the longer axis between them.
 */
final class Strategy {

    private static final String[] NAMES = {"up", "down", "left", "right"};
    private static final int[][] STEPS = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};

    /** The commands of this turn, such as {@code do 3 move up} and {@code do 3 bark}. */
    List<String> play(Game game, int turn, List<Thing> things) {
        List<int[]> pens = new ArrayList<>();
        for (int y = 0; y < game.rows; y++) {
            for (int x = 0; x < game.cols; x++) {
                if (game.ownPen(x, y)) {
                    pens.add(new int[] {x, y});
                }
            }
        }
        Set<Long> taken = new HashSet<>();
        List<Thing> targets = new ArrayList<>();
        List<Thing> dogs = new ArrayList<>();
        for (Thing t : things) {
            if (t.dog() || t.sheep()) {
                taken.add(key(game, t.x(), t.y()));
            }
            if (t.sheep() && !game.ownPen(t.x(), t.y())) {
                targets.add(t);
            }
            if (t.dog() && t.owner() == game.you) {
                dogs.add(t);
            }
        }
        dogs.sort(Comparator.comparingInt(Thing::id));
        List<String> commands = new ArrayList<>();
        for (Thing dog : dogs) {
            if (dog.action().equals("panic") || pens.isEmpty()) {
                continue;
            }
            Integer step;
            Thing target = targets.stream()
                    .min(Comparator.comparingInt(s -> distance(game, dog.x(), dog.y(), s.x(), s.y()))).orElse(null);
            if (target == null) {
                step = wander(game, dog, turn, taken);
            } else {
                targets.remove(target);
                int[] pen = pens.stream()
                        .min(Comparator.comparingInt(p -> distance(game, target.x(), target.y(), p[0], p[1]))).get();
                int push = towards(game, target.x(), target.y(), pen[0], pen[1]);
                int standX = target.x() - STEPS[push][0];
                int standY = target.y() - STEPS[push][1];
                if (dog.action().equals("move") && goodBark(game, things, dog.x(), dog.y(), target, push)) {
                    commands.add("do " + dog.id() + " bark");
                }
                step = approach(game, dog.x(), dog.y(), standX, standY, taken);
            }
            if (step != null) {
                commands.add("do " + dog.id() + " move " + NAMES[step]);
                taken.remove(key(game, dog.x(), dog.y()));
                taken.add(key(game, dog.x() + STEPS[step][0], dog.y() + STEPS[step][1]));
            }
        }
        return commands;
    }

    private static int distance(Game game, int x1, int y1, int x2, int y2) {
        return Math.abs(game.dx(x1, x2)) + Math.abs(game.dy(y1, y2));
    }

    /** The direction (an index of NAMES) from (x1, y1) towards (x2, y2) along the longer axis. */
    private static int towards(Game game, int x1, int y1, int x2, int y2) {
        int dx = game.dx(x1, x2);
        int dy = game.dy(y1, y2);
        if (Math.abs(dx) > Math.abs(dy)) {
            return dx > 0 ? 3 : 2;
        }
        return dy > 0 ? 1 : 0;
    }

    private static boolean goodBark(Game game, List<Thing> things, int x, int y, Thing sheep, int push) {
        if (!within(game, x, y, sheep) || towards(game, x, y, sheep.x(), sheep.y()) != push) {
            return false;
        }
        // never scare the sheep already in your pen
        return things.stream().noneMatch(t -> t.sheep() && game.ownPen(t.x(), t.y()) && within(game, x, y, t));
    }

    private static boolean within(Game game, int x, int y, Thing t) {
        int dx = game.dx(x, t.x());
        int dy = game.dy(y, t.y());
        return dx * dx + dy * dy <= game.dogBarkingR * game.dogBarkingR;
    }

    private static Integer approach(Game game, int x, int y, int goalX, int goalY, Set<Long> taken) {
        Integer best = null;
        int bestDistance = distance(game, x, y, goalX, goalY);
        for (int i = 0; i < 4; i++) {
            int nx = x + STEPS[i][0];
            int ny = y + STEPS[i][1];
            int d = distance(game, Math.floorMod(nx, game.cols), Math.floorMod(ny, game.rows), goalX, goalY);
            if (d < bestDistance && game.traversable(nx, ny) && !taken.contains(key(game, nx, ny))) {
                best = i;
                bestDistance = d;
            }
        }
        return best;
    }

    /** No sheep in sight: walk on, a different way for each dog, turning every 10 turns. */
    private static Integer wander(Game game, Thing dog, int turn, Set<Long> taken) {
        for (int i = 0; i < 4; i++) {
            int d = (dog.id() + turn / 10 + i) % 4;
            int nx = dog.x() + STEPS[d][0];
            int ny = dog.y() + STEPS[d][1];
            if (game.traversable(nx, ny) && !taken.contains(key(game, nx, ny))) {
                return d;
            }
        }
        return null;
    }

    private static long key(Game game, int x, int y) {
        return (long) Math.floorMod(y, game.rows) * game.cols + Math.floorMod(x, game.cols);
    }
}
