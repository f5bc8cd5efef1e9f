package arena.game.smartdog.bots;

import arena.game.smartdog.rules.Direction;
import arena.game.smartdog.rules.Sighting;
import arena.game.smartdog.rules.Torus;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The herding bot's plan for one game, with what it remembers between turns. */
final class Herding {

    /** A cell unseen for this many turns is worth exploring again. */
    private static final int STALE = 25;

    private final BotView view;
    private final Torus torus;
    private final Grid grid;
    /** Steps from each cell to the nearest own pen cell, for a sheep (objects ignored). */
    private final int[] penDistance;
    /** The turn each cell was last in sight of an own dog. */
    private final int[] lastSeen;
    /** Cells where a sheep outside the own pens was last seen. */
    private final Set<Integer> rememberedSheep = new HashSet<>();
    private boolean[] occupied;

    Herding(BotView view) {
        this.view = view;
        this.torus = view.torus;
        this.grid = new Grid(torus);
        this.penDistance = grid.distances(c -> view.ownPen(grid.x(c), grid.y(c)),
                c -> view.traversable(grid.x(c), grid.y(c)));
        this.lastSeen = new int[grid.size()];
        Arrays.fill(lastSeen, -STALE);
    }

    boolean plays(BotView other) {
        return other == view;
    }

    List<String> turn() {
        occupied = new boolean[grid.size()];
        for (Sighting o : view.objects) {
            if (!(o instanceof Sighting.HeardBark)) {
                occupied[grid.cell(o.x(), o.y())] = true;
            }
        }
        look();
        List<Sighting.SeenSheep> targets = new ArrayList<>(view.sheep().stream()
                .filter(s -> !view.ownPen(s.x(), s.y()) && penDistance[grid.cell(s.x(), s.y())] != Grid.FAR)
                .toList());
        List<String> commands = new ArrayList<>();
        List<Sighting.SeenDog> dogs = new ArrayList<>(view.ownDogs());
        dogs.sort(Comparator.comparingInt(Sighting.SeenDog::id));
        for (Sighting.SeenDog dog : dogs) {
            if (dog.action().equals("panic")) {
                continue; // it can neither move nor bark this turn
            }
            Sighting.SeenSheep target = nearest(dog, targets);
            if (target != null) {
                targets.remove(target);
                herd(dog, target, commands);
            } else {
                explore(dog, commands);
            }
        }
        return commands;
    }

    /** Marks what the dogs see now, and forgets remembered sheep that are no longer there. */
    private void look() {
        int r = view.dogVisibilityR;
        for (Sighting.SeenDog dog : view.ownDogs()) {
            for (int ox = -r; ox <= r; ox++) {
                for (int oy = -r; oy <= r; oy++) {
                    if ((long) ox * ox + (long) oy * oy <= (long) r * r) {
                        int c = grid.cell(dog.x() + ox, dog.y() + oy);
                        lastSeen[c] = view.turn;
                        rememberedSheep.remove(c);
                    }
                }
            }
        }
        for (Sighting.SeenSheep s : view.sheep()) {
            if (!view.ownPen(s.x(), s.y())) {
                rememberedSheep.add(grid.cell(s.x(), s.y()));
            }
        }
    }

    private Sighting.SeenSheep nearest(Sighting.SeenDog dog, List<Sighting.SeenSheep> targets) {
        Sighting.SeenSheep best = null;
        long bestDistance = Long.MAX_VALUE;
        for (Sighting.SeenSheep s : targets) {
            long d = Math.abs(torus.dx(dog.x(), s.x())) + Math.abs(torus.dy(dog.y(), s.y()));
            if (d < bestDistance && standCell(s) >= 0) {
                best = s;
                bestDistance = d;
            }
        }
        return best;
    }

    /** Where a dog barks from to drive the sheep one step nearer the pen, or -1 when nowhere. */
    private int standCell(Sighting.SeenSheep s) {
        Direction d = towardsPen(s);
        if (d == null) {
            return -1;
        }
        int stand = grid.cell(s.x() - d.dx(), s.y() - d.dy());
        return view.traversable(grid.x(stand), grid.y(stand)) ? stand : -1;
    }

    /** The step that brings the sheep nearest to an own pen, preferring the way behind which a dog can stand. */
    private Direction towardsPen(Sighting.SeenSheep s) {
        int here = penDistance[grid.cell(s.x(), s.y())];
        Direction best = null;
        int bestDistance = here;
        for (Direction d : Direction.values()) {
            int next = penDistance[grid.cell(s.x() + d.dx(), s.y() + d.dy())];
            int behind = grid.cell(s.x() - d.dx(), s.y() - d.dy());
            if (next < bestDistance && view.traversable(grid.x(behind), grid.y(behind))) {
                best = d;
                bestDistance = next;
            }
        }
        return best;
    }

    private void herd(Sighting.SeenDog dog, Sighting.SeenSheep sheep, List<String> commands) {
        Direction wanted = towardsPen(sheep);
        int x = dog.x();
        int y = dog.y();
        boolean canBark = dog.action().equals("move");
        if (canBark && goodBark(x, y, sheep, wanted)) {
            commands.add("do " + dog.id() + " bark");
            canBark = false;
        }
        int stand = standCell(sheep);
        Direction step = grid.firstStep(grid.cell(x, y), c -> c == stand, this::free);
        if (step != null) {
            commands.add("do " + dog.id() + " move " + step.word());
            occupied[grid.cell(x, y)] = false;
            x = torus.wrapX(x + step.dx());
            y = torus.wrapY(y + step.dy());
            occupied[grid.cell(x, y)] = true;
        }
        if (canBark && goodBark(x, y, sheep, wanted)) {
            commands.add("do " + dog.id() + " bark");
        }
    }

    /**
     * The sheep would flee the wanted way, and no sheep on an own pen would be chased out of it: neither one
     * the bark reaches nor one the panic spreads to through a group of neighbours (§6.5).
     */
    private boolean goodBark(int x, int y, Sighting.SeenSheep sheep, Direction wanted) {
        int r = view.dogBarkingR;
        if (!torus.within(x, y, sheep.x(), sheep.y(), r) || torus.flee(x, y, sheep.x(), sheep.y()) != wanted) {
            return false;
        }
        List<Sighting.SeenSheep> all = view.sheep();
        Direction[] panic = new Direction[all.size()];
        ArrayDeque<Integer> spreading = new ArrayDeque<>();
        for (int i = 0; i < all.size(); i++) {
            Sighting.SeenSheep s = all.get(i);
            if (torus.within(x, y, s.x(), s.y(), r)) {
                panic[i] = torus.flee(x, y, s.x(), s.y());
                spreading.add(i);
            }
        }
        while (!spreading.isEmpty()) {
            int i = spreading.poll();
            for (int j = 0; j < all.size(); j++) {
                if (panic[j] == null && neighbours(all.get(i), all.get(j))) {
                    panic[j] = panic[i];
                    spreading.add(j);
                }
            }
        }
        for (int i = 0; i < all.size(); i++) {
            Sighting.SeenSheep s = all.get(i);
            if (panic[i] != null && view.ownPen(s.x(), s.y()) && leavesPen(s, panic[i])) {
                return false;
            }
        }
        return true;
    }

    private boolean neighbours(Sighting.SeenSheep a, Sighting.SeenSheep b) {
        return Math.abs(torus.dx(a.x(), b.x())) <= 1 && Math.abs(torus.dy(a.y(), b.y())) <= 1;
    }

    /** Whether a sheep on an own pen running this way would step off the pens before it stops. */
    private boolean leavesPen(Sighting.SeenSheep s, Direction d) {
        int x = s.x();
        int y = s.y();
        for (int k = 0; k < view.sheepScaryTurns; k++) {
            x = torus.wrapX(x + d.dx());
            y = torus.wrapY(y + d.dy());
            if (!view.traversable(x, y)) {
                return false;
            }
            if (!view.ownPen(x, y)) {
                return true;
            }
        }
        return false;
    }

    /** Towards the nearest remembered sheep, else towards what has been out of sight longest. */
    private void explore(Sighting.SeenDog dog, List<String> commands) {
        int start = grid.cell(dog.x(), dog.y());
        // a remembered sheep that is in sight now has a dog of its own (or none can drive it)
        java.util.function.IntPredicate lost = c -> rememberedSheep.contains(c) && lastSeen[c] < view.turn;
        Direction step = rememberedSheep.isEmpty() ? null : grid.firstStep(start, lost, c -> free(c) || lost.test(c));
        if (step == null) {
            step = grid.firstStep(start, c -> lastSeen[c] <= view.turn - STALE, this::free);
        }
        if (step != null) {
            commands.add("do " + dog.id() + " move " + step.word());
            occupied[start] = false;
            occupied[grid.step(start, step)] = true;
        }
    }

    private boolean free(int cell) {
        return !occupied[cell] && view.traversable(grid.x(cell), grid.y(cell));
    }
}
