package arena.game.troopers.rules;

/** Spec §6.2 and §5.6; the ordinal is the wire value. */
public enum ActionType {
    END_TURN, MOVE, SHOOT, RAISE_STANCE, LOWER_STANCE, THROW_GRENADE, USE_MEDIKIT, EAT_FIELD_RATION, HEAL,
    REQUEST_ENEMY_DISPOSITION;

    /** Whether the action is aimed at a cell (direction or x, y); the others ignore both (§5.5). */
    public boolean targeted() {
        return switch (this) {
            case MOVE, SHOOT, THROW_GRENADE, USE_MEDIKIT, HEAL -> true;
            default -> false;
        };
    }
}
