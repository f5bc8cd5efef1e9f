package arena.game.bomber.rules;

/** One bomber's command for one tick (the seed's {@code PlayerAction}); the JSON name is the enum name. */
public enum Action {
    WAIT(0, 0),
    UP(0, -1),
    DOWN(0, 1),
    LEFT(-1, 0),
    RIGHT(1, 0),
    BOMB(0, 0);

    private final int dx;
    private final int dy;

    Action(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    public boolean isMove() {
        return dx != 0 || dy != 0;
    }

    /** The action spelled exactly as on the wire (case-sensitive), or {@code null} for anything else. */
    public static Action parse(String text) {
        if (text == null) {
            return null;
        }
        for (Action action : values()) {
            if (action.name().equals(text)) {
                return action;
            }
        }
        return null;
    }
}
