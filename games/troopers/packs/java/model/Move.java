package model;

/** Filled by the strategy: the action and its target (a direction, or x and y when the direction is null). */
public class Move {
    private ActionType action = ActionType.END_TURN;
    private Direction direction;
    private int x = -1;
    private int y = -1;

    public ActionType getAction() {
        return action;
    }

    public void setAction(ActionType action) {
        this.action = action;
    }

    public Direction getDirection() {
        return direction;
    }

    public void setDirection(Direction direction) {
        this.direction = direction;
    }

    public int getX() {
        return x;
    }

    public void setX(int x) {
        this.x = x;
    }

    public int getY() {
        return y;
    }

    public void setY(int y) {
        this.y = y;
    }
}
