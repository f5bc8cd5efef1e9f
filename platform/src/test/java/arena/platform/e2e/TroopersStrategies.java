package arena.platform.e2e;

/**
 * 2013 troopers strategies written in the tests from the seed's API (section 3), not copied from our packs:
 * only {@code MyStrategy} and a helper, as contestants kept them.
 */
public final class TroopersStrategies {

    private TroopersStrategies() {
    }

    /** Shoots the weakest enemy in range, else steps toward the map's centre on a free cell (the rules crash a move onto cover). */
    public static final String JAVA_STRATEGY = """
            import model.*;

            public final class MyStrategy implements Strategy {
                @Override
                public void move(Trooper self, World world, Game game, Move move) {
                    Trooper target = null;
                    for (Trooper trooper : world.getTroopers()) {
                        if (!trooper.isTeammate() && world.isVisible(self.getShootingRange(), self.getX(), self.getY(),
                                self.getStance(), trooper.getX(), trooper.getY(), trooper.getStance())
                                && (target == null || trooper.getHitpoints() < target.getHitpoints())) {
                            target = trooper;
                        }
                    }
                    if (target != null && self.getActionPoints() >= self.getShootCost()) {
                        move.setAction(ActionType.SHOOT);
                        move.setX(target.getX());
                        move.setY(target.getY());
                        return;
                    }
                    if (self.getStance() != TrooperStance.STANDING || self.getActionPoints() < game.getStandingMoveCost()) {
                        return;
                    }
                    Direction step = Steps.toward(world, self, world.getWidth() / 2, world.getHeight() / 2);
                    if (step != null) {
                        move.setAction(ActionType.MOVE);
                        move.setDirection(step);
                    }
                }
            }
            """;

    /** A helper file next to MyStrategy, as the seed allows. */
    public static final String JAVA_HELPER = """
            import model.*;

            final class Steps {
                private Steps() {
                }

                static Direction toward(World world, Trooper self, int goalX, int goalY) {
                    Direction best = null;
                    int bestDistance = Math.abs(goalX - self.getX()) + Math.abs(goalY - self.getY());
                    for (Direction direction : new Direction[] {Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST}) {
                        int x = self.getX() + direction.getOffsetX();
                        int y = self.getY() + direction.getOffsetY();
                        if (x < 0 || y < 0 || x >= world.getWidth() || y >= world.getHeight()
                                || world.getCells()[x][y] != CellType.FREE || occupied(world, x, y)) {
                            continue;
                        }
                        int distance = Math.abs(goalX - x) + Math.abs(goalY - y);
                        if (distance < bestDistance) {
                            best = direction;
                            bestDistance = distance;
                        }
                    }
                    return best;
                }

                private static boolean occupied(World world, int x, int y) {
                    for (Trooper trooper : world.getTroopers()) {
                        if (trooper.getX() == x && trooper.getY() == y) {
                            return true;
                        }
                    }
                    return false;
                }
            }
            """;

    public static final String PYTHON_STRATEGY = """
            from model.ActionType import ActionType
            from model.CellType import CellType
            from model.Direction import Direction
            from model.TrooperStance import TrooperStance


            class MyStrategy:
                def move(self, me, world, game, move):
                    enemies = [t for t in world.troopers if not t.teammate and world.is_visible(
                        me.shooting_range, me.x, me.y, me.stance, t.x, t.y, t.stance)]
                    if enemies and me.action_points >= me.shoot_cost:
                        target = min(enemies, key=lambda t: t.hitpoints)
                        move.action = ActionType.SHOOT
                        move.x, move.y = target.x, target.y
                        return
                    if me.stance != TrooperStance.STANDING or me.action_points < game.standing_move_cost:
                        return
                    for direction, (dx, dy) in ((Direction.NORTH, (0, -1)), (Direction.SOUTH, (0, 1)),
                                                (Direction.WEST, (-1, 0)), (Direction.EAST, (1, 0))):
                        x, y = me.x + dx, me.y + dy
                        if 0 <= x < world.width and 0 <= y < world.height and world.cells[x][y] == CellType.FREE \\
                                and all(t.x != x or t.y != y for t in world.troopers):
                            move.action = ActionType.MOVE
                            move.direction = direction
                            return
            """;

    /** The Java strategy as one file, as the seed allows: the helper becomes a nested class. */
    public static final String JAVA_SINGLE_FILE = JAVA_STRATEGY.replace("public final class MyStrategy implements Strategy {",
            "public final class MyStrategy implements Strategy {\n" + JAVA_HELPER.replace("import model.*;", "")
                    .replace("final class Steps", "static final class Steps"));
}
