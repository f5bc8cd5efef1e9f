/** Your bomber's command for one tick. UP is y - 1 (rows count from the top). */
public enum PlayerAction {
    WAIT(0, 0), UP(0, -1), DOWN(0, 1), LEFT(-1, 0), RIGHT(1, 0), BOMB(0, 0);

    public final int dx;
    public final int dy;

    PlayerAction(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public boolean isMove() {
        return dx != 0 || dy != 0;
    }

    public static final PlayerAction[] MOVES = {UP, DOWN, LEFT, RIGHT};
}
