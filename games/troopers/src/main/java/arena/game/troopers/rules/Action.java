package arena.game.troopers.rules;

/**
 * One command for the acting trooper, the {@code Move} of spec §6.8: an action, an optional direction and
 * target coordinates used only without a direction (§5.5).
 */
public record Action(ActionType type, Direction direction, int x, int y) {

    public static final Action END_TURN = new Action(ActionType.END_TURN, null, -1, -1);

    public Action {
        if (type == null) {
            throw new IllegalArgumentException("an action needs a type (a null action is END_TURN, D21)");
        }
    }

    public static Action of(ActionType type) {
        return new Action(type, null, -1, -1);
    }

    public static Action toward(ActionType type, Direction direction) {
        return new Action(type, direction, -1, -1);
    }

    public static Action at(ActionType type, int x, int y) {
        return new Action(type, null, x, y);
    }

    /** The target cell of §5.5: the direction from the trooper if set, else (x, y). */
    public Cell target(Trooper self) {
        return direction != null ? self.cell().offset(direction) : new Cell(x, y);
    }
}
