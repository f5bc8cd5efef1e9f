package arena.game.troopers.bots;

import arena.game.troopers.protocol.TrooperRecord;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.Direction;
import arena.game.troopers.rules.TrooperStance;
import java.util.ArrayDeque;
import java.util.List;

/**
 * One trooper's turn planned at once: walk (maybe after standing up) to a cell, take a stance, shoot the best
 * target as often as the AP allow, and spend what is left lying lower. Each plan is valued by the damage and
 * kills it deals, minus the fire the trooper would be exposed to where it ends, minus how far it stays from
 * its goal; the first action of the best plan is returned, and the next call plans again.
 */
final class Planner {

    private static final int KILL_VALUE = 80;
    /**
     * Value of a target per point of its own damage per shot: hurting or killing the enemies that hit hardest
     * first takes the most fire off the squad (a soldier's 25 counts 50, a medic's 9 counts 18).
     */
    private static final int THREAT = 2;
    /** Value of one step toward the goal when nothing can be shot. */
    private static final int APPROACH = 2;

    /** Enemies the trooper knows of: visible ones, and remembered ones assumed standing. */
    record Threat(int x, int y, TrooperRecord seen) {
    }

    /**
     * A turn's plan: walk in {@code walking} stance to (x, y), take {@code shooting} stance, fire at the target
     * (null: no shot) while more than {@code reserve} AP stay, then step to {@code retreat} if set, else rest
     * lower with what is left.
     */
    record Plan(int x, int y, TrooperStance walking, TrooperStance shooting, TrooperRecord target, int value,
            int reserve, int[] retreat) {

        boolean shoots() {
            return target != null;
        }
    }

    private final View view;
    private final TrooperRecord self;
    private final List<Threat> threats;
    private final int[] goal;
    private final int[] stayNear;
    private final boolean restLow;
    private final Farming farming;

    /**
     * @param goal     where to go when nothing can be shot
     * @param stayNear a cell to stay within 3 of (the commander), or null
     * @param restLow  whether to lie down with spare AP even when no enemy is known (while holding a position)
     */
    Planner(View view, List<Threat> threats, int[] goal, int[] stayNear, boolean restLow) {
        this.restLow = restLow;
        this.view = view;
        this.self = view.self();
        this.threats = threats;
        this.goal = goal;
        this.stayNear = stayNear;
        this.farming = new Farming(view);
    }

    Plan best() {
        Plan best = null;
        for (TrooperStance walking : new TrooperStance[] {self.stance(), TrooperStance.STANDING}) {
            int ap = self.actionPoints() - 2 * Math.abs(walking.ordinal() - self.stance().ordinal());
            if (ap < 0) {
                continue;
            }
            int stepCost = view.rules().moveCost(walking);
            int[][] steps = walk(ap / stepCost);
            Paths toGoal = new Paths(view, goal[0], goal[1]);
            for (int x = 0; x < view.width(); x++) {
                for (int y = 0; y < view.height(); y++) {
                    if (steps[x][y] < 0) {
                        continue;
                    }
                    int left = ap - steps[x][y] * stepCost;
                    Plan plan = atCell(x, y, walking, left, toGoal);
                    if (plan != null && (best == null || plan.value() > best.value())) {
                        best = plan;
                    }
                }
            }
        }
        return best;
    }

    /** The best way to finish the turn on (x, y) with {@code left} AP, standing as {@code walking} on arrival. */
    private Plan atCell(int x, int y, TrooperStance walking, int left, Paths toGoal) {
        Plan best = null;
        int approach = APPROACH * walkingDistance(toGoal, x, y) + straying(x, y);
        for (TrooperStance shooting : TrooperStance.values()) {
            int afterStance = left - 2 * Math.abs(shooting.ordinal() - walking.ordinal());
            if (afterStance < 0) {
                continue;
            }
            int maxShots = afterStance / self.shootCost();
            for (int shots = maxShots; shots >= (maxShots == 0 ? 0 : 1); shots--) {
                int gain = 0;
                TrooperRecord target = null;
                int volley = shots * self.type().damage(shooting);
                for (Threat threat : threats) {
                    TrooperRecord enemy = threat.seen();
                    if (enemy == null || shots == 0 || !view.canHit(self, x, y, shooting, enemy)
                            || farming.spares(enemy, volley)) {
                        continue;
                    }
                    int damage = Math.min(enemy.hitpoints(), volley);
                    int value = damage + (damage == enemy.hitpoints() ? KILL_VALUE : 0)
                            + (100 - enemy.hitpoints()) / 10 + THREAT * enemy.damage();
                    if (value > gain) {
                        gain = value;
                        target = enemy;
                    }
                }
                if (target == null && shots > 0) {
                    continue;
                }
                int spare = afterStance - shots * self.shootCost();
                int lowered = Math.max(0, shooting.ordinal() - spare / 2);
                TrooperStance resting = TrooperStance.values()[lowered];
                // only a target these shots kill stops firing back
                TrooperRecord killed = target != null && volley >= target.hitpoints() ? target : null;
                int value = gain - risk(x, y, resting, killed) - approach;
                int[] retreat = null;
                if (target != null && spare >= view.rules().moveCost(shooting)) {
                    // fire, then step back to a neighbour out of the others' reach, when there is one
                    for (Direction d : Direction.NEIGHBOURS) {
                        int nx = x + d.offsetX();
                        int ny = y + d.offsetY();
                        if (view.inField(nx, ny) && view.cell(nx, ny).passable() && !view.occupied(nx, ny)) {
                            int away = gain - risk(nx, ny, shooting, killed) - approach - APPROACH;
                            if (away > value) {
                                value = away;
                                retreat = new int[] {nx, ny};
                            }
                        }
                    }
                }
                if (best == null || value > best.value()) {
                    best = new Plan(x, y, walking, shooting, target, value, spare, retreat);
                }
            }
        }
        return best;
    }

    /**
     * The next action of a plan from where the trooper now is: stand up to walk, walk, take the firing stance,
     * fire at the best target it can hit there (the planned one may be dead), else lie lower if exposed.
     */
    Action next(Plan plan) {
        int ap = self.actionPoints();
        int stanceCost = view.rules().stanceChangeCost();
        if (plan.retreat() != null && self.x() == plan.retreat()[0] && self.y() == plan.retreat()[1]) {
            return rest();
        }
        if ((plan.x() != self.x() || plan.y() != self.y()) && ap >= stanceCost) {
            if (plan.walking().ordinal() > self.stance().ordinal()) {
                return Action.of(ActionType.RAISE_STANCE);
            }
            if (ap < view.rules().moveCost(self.stance())) {
                return Action.END_TURN;
            }
            int[][] steps = walk(Math.max(1, self.actionPoints() / view.rules().moveCost(self.stance())));
            if (steps[plan.x()][plan.y()] > 0) {
                return Action.toward(ActionType.MOVE, firstStep(plan.x(), plan.y(), steps));
            }
            return null; // the way is blocked now: plan again
        }
        if (plan.shoots() && plan.shooting() != self.stance() && ap >= stanceCost) {
            return Action.of(plan.shooting().ordinal() < self.stance().ordinal() ? ActionType.LOWER_STANCE
                    : ActionType.RAISE_STANCE);
        }
        if (self.actionPoints() >= self.shootCost() && self.actionPoints() - self.shootCost() >= plan.reserve()) {
            TrooperRecord target = null;
            int best = -1;
            for (TrooperRecord enemy : view.enemies()) {
                if (view.canHit(self, self.x(), self.y(), self.stance(), enemy)
                        && !farming.spares(enemy, self.damage())) {
                    int value = Math.min(enemy.hitpoints(), self.damage()) * 2
                            + (self.damage() >= enemy.hitpoints() ? KILL_VALUE : 0) - enemy.hitpoints() / 10
                            + THREAT * enemy.damage();
                    if (value > best) {
                        best = value;
                        target = enemy;
                    }
                }
            }
            if (target != null) {
                return Action.at(ActionType.SHOOT, target.x(), target.y());
            }
        }
        if (plan.retreat() != null && ap >= view.rules().moveCost(self.stance())
                && !view.occupied(plan.retreat()[0], plan.retreat()[1])) {
            for (Direction d : Direction.NEIGHBOURS) {
                if (self.x() + d.offsetX() == plan.retreat()[0] && self.y() + d.offsetY() == plan.retreat()[1]) {
                    return Action.toward(ActionType.MOVE, d);
                }
            }
        }
        return rest();
    }

    /** Lies lower when enemies could fire here (or when resting low is asked), else ends the turn. */
    private Action rest() {
        boolean exposed = restLow || risk(self.x(), self.y(), self.stance(), null) > 0;
        if (exposed && self.stance() != TrooperStance.PRONE && self.actionPoints() >= 2) {
            return Action.of(ActionType.LOWER_STANCE);
        }
        return Action.END_TURN;
    }

    /**
     * Expected fire on (x, y) in a stance: every known enemy, except the one the plan kills, that could hit it
     * there from where it stands, half its turn's damage. Enemies do walk before they fire, but counting a cell
     * of their walk too (range + 1) kept the troopers off the cells they could fight from: 811 against 827 of
     * the 900 benchmark games (docs/benchmarks.md, section 4).
     */
    private int risk(int x, int y, TrooperStance stance, TrooperRecord killed) {
        int risk = 0;
        for (Threat threat : threats) {
            TrooperRecord enemy = threat.seen();
            if (enemy != null && killed != null && enemy.id() == killed.id()) {
                continue;
            }
            TrooperStance theirs = enemy == null ? TrooperStance.STANDING : enemy.stance();
            double range = enemy == null ? 8 : view.rules().shootingRange(enemy.type(), theirs);
            if (view.isVisible(range, threat.x(), threat.y(), theirs, x, y, stance)) {
                int damage = enemy == null ? 25 : enemy.damage();
                int shots = enemy == null ? 2 : Math.max(1, enemy.initialActionPoints() / enemy.shootCost());
                risk += damage * Math.min(shots, 3) / 3;
            }
        }
        return risk;
    }

    private int walkingDistance(Paths toGoal, int x, int y) {
        int d = toGoal.to(x, y);
        return d == Paths.UNREACHABLE ? 60 : Math.min(d, 60);
    }

    private int straying(int x, int y) {
        if (stayNear == null) {
            return 0;
        }
        int d = Math.abs(stayNear[0] - x) + Math.abs(stayNear[1] - y);
        return 4 * Math.max(0, d - 3);
    }

    /** Steps to every cell within {@code max} steps over free, empty cells; -1 elsewhere. */
    private int[][] walk(int max) {
        int[][] steps = new int[view.width()][view.height()];
        for (int[] column : steps) {
            java.util.Arrays.fill(column, -1);
        }
        steps[self.x()][self.y()] = 0;
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {self.x(), self.y()});
        while (!queue.isEmpty()) {
            int[] c = queue.poll();
            if (steps[c[0]][c[1]] == max) {
                continue;
            }
            for (Direction d : Direction.NEIGHBOURS) {
                int nx = c[0] + d.offsetX();
                int ny = c[1] + d.offsetY();
                if (view.inField(nx, ny) && steps[nx][ny] < 0 && view.cell(nx, ny).passable() && !view.occupied(nx, ny)) {
                    steps[nx][ny] = steps[c[0]][c[1]] + 1;
                    queue.add(new int[] {nx, ny});
                }
            }
        }
        return steps;
    }

    /** The neighbour of the trooper on a shortest walk to (x, y). */
    private Direction firstStep(int x, int y, int[][] steps) {
        int cx = x;
        int cy = y;
        while (steps[cx][cy] > 1) {
            for (Direction d : Direction.NEIGHBOURS) {
                int nx = cx + d.offsetX();
                int ny = cy + d.offsetY();
                if (view.inField(nx, ny) && steps[nx][ny] == steps[cx][cy] - 1) {
                    cx = nx;
                    cy = ny;
                    break;
                }
            }
        }
        for (Direction d : Direction.NEIGHBOURS) {
            if (self.x() + d.offsetX() == cx && self.y() + d.offsetY() == cy) {
                return d;
            }
        }
        throw new IllegalStateException("no first step to (" + x + "," + y + ")");
    }
}
