package arena.game.racetrack.maps;

/** A track string that breaks a rule of §4; the message is {@code V7: <reason>}. */
public final class InvalidTrackException extends IllegalArgumentException {

    private final TrackRule rule;
    private final String reason;

    public InvalidTrackException(TrackRule rule, String reason) {
        super(rule + ": " + reason);
        this.rule = rule;
        this.reason = reason;
    }

    public TrackRule rule() {
        return rule;
    }

    public String reason() {
        return reason;
    }
}
