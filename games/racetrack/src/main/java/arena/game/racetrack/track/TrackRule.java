package arena.game.racetrack.track;

/** The validation rules of a track string (§4), reported by id. */
public enum TrackRule {
    V1("the string does not match '<width> <axis>'"),
    V2("the width or the axis length is out of range"),
    V3("the axis has a character other than U, D, L, R"),
    V4("the axis is not closed"),
    V5("the axis crosses itself"),
    V6("the axis is not straight through the start"),
    V7("the start, pre-start or post-start line is not clean");

    private final String meaning;

    TrackRule(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }
}
