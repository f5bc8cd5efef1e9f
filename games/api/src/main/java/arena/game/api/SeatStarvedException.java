package arena.game.api;

/**
 * A strategy ran out of time because the host kept it from running, not because it was slow (the rule is in
 * {@link arena.game.api.turn.TurnLoop}): an infrastructure fault, so the match is voided and played again, and no bot
 * is blamed.
 */
public class SeatStarvedException extends SeatInfraException {

    public SeatStarvedException(String message) {
        super(message);
    }
}
