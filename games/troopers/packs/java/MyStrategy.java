import model.ActionType;
import model.CellType;
import model.Direction;
import model.Game;
import model.Move;
import model.Trooper;
import model.TrooperStance;
import model.World;

/**
 * Your strategy. This example shoots the weakest enemy it can hit, and otherwise walks toward the nearest
 * enemy in sight, or toward the centre of the map. An action the rules forbid (too few action points, a
 * target out of range) crashes the strategy, so every action below is checked first.
 */
public final class MyStrategy implements Strategy {

    @Override
    public void move(Trooper self, World world, Game game, Move move) {
        Trooper target = null;
        for (Trooper trooper : world.getTroopers()) {
            if (trooper.isTeammate() || trooper.getHitpoints() <= 0) {
                continue;
            }
            boolean inReach = world.isVisible(self.getShootingRange(), self.getX(), self.getY(), self.getStance(),
                    trooper.getX(), trooper.getY(), trooper.getStance());
            if (inReach && (target == null || trooper.getHitpoints() < target.getHitpoints())) {
                target = trooper;
            }
        }
        if (target != null && self.getActionPoints() >= self.getShootCost()) {
            move.setAction(ActionType.SHOOT);
            move.setX(target.getX());
            move.setY(target.getY());
            return;
        }

        int goalX = world.getWidth() / 2;
        int goalY = world.getHeight() / 2;
        Trooper nearest = null;
        for (Trooper trooper : world.getTroopers()) {
            if (!trooper.isTeammate() && (nearest == null || self.getDistanceTo(trooper) < self.getDistanceTo(nearest))) {
                nearest = trooper;
            }
        }
        if (nearest != null) {
            goalX = nearest.getX();
            goalY = nearest.getY();
        }
        if (self.getActionPoints() < moveCost(self.getStance(), game)) {
            return; // END_TURN, the default action
        }
        Direction best = null;
        double bestDistance = Math.hypot(goalX - self.getX(), goalY - self.getY());
        for (Direction direction : Direction.values()) {
            int x = self.getX() + direction.getOffsetX();
            int y = self.getY() + direction.getOffsetY();
            if (direction == Direction.CURRENT_POINT || !free(world, x, y)) {
                continue;
            }
            double distance = Math.hypot(goalX - x, goalY - y);
            if (distance < bestDistance) {
                best = direction;
                bestDistance = distance;
            }
        }
        if (best != null) {
            move.setAction(ActionType.MOVE);
            move.setDirection(best);
        }
    }

    private static int moveCost(TrooperStance stance, Game game) {
        switch (stance) {
            case PRONE:
                return game.getProneMoveCost();
            case KNEELING:
                return game.getKneelingMoveCost();
            default:
                return game.getStandingMoveCost();
        }
    }

    /** Inside the map, no cover, no trooper in sight on it. */
    private static boolean free(World world, int x, int y) {
        if (x < 0 || y < 0 || x >= world.getWidth() || y >= world.getHeight()
                || world.getCells()[x][y] != CellType.FREE) {
            return false;
        }
        for (Trooper trooper : world.getTroopers()) {
            if (trooper.getX() == x && trooper.getY() == y) {
                return false;
            }
        }
        return true;
    }
}
