package arena.game.racetrack.rules;

/**
 * How one answer did on one track (§9).
 *
 * @param status       the result status
 * @param answerLength the number of move characters in the answer
 * @param move         the finishing move ({@code FINISHED}) or the crashing move ({@code CRASHED}), else 0
 * @param time         the lap time when {@code FINISHED}, else {@code null}
 * @param problem      why an answer is {@code INVALID_ANSWER}, else empty
 */
public record Result(Status status, int answerLength, int move, Time time, String problem) {

    static Result finished(int answerLength, Time time) {
        return new Result(Status.FINISHED, answerLength, time.finishingMove(), time, "");
    }

    static Result crashed(int answerLength, int move) {
        return new Result(Status.CRASHED, answerLength, move, null, "");
    }

    static Result notFinished(int answerLength) {
        return new Result(Status.NOT_FINISHED, answerLength, 0, null, "");
    }

    public static Result invalid(String problem) {
        return new Result(Status.INVALID_ANSWER, 0, 0, null, problem);
    }

    /** How many moves were driven: up to the finish or the crash, else the whole answer. */
    public int movesDriven() {
        return switch (status) {
            case FINISHED, CRASHED -> move;
            case NOT_FINISHED -> answerLength;
            case INVALID_ANSWER, NO_ANSWER -> 0;
        };
    }

    /** {@code FINISHED move 10 time 9.500000 (19/2)}, {@code CRASHED move 7}, {@code NOT_FINISHED after 4 moves}. */
    public String describe() {
        return switch (status) {
            case FINISHED -> "FINISHED move " + move + " time " + time.display() + " (" + time.fraction() + ")";
            case CRASHED -> "CRASHED move " + move;
            case NOT_FINISHED -> "NOT_FINISHED after " + answerLength + (answerLength == 1 ? " move" : " moves");
            case INVALID_ANSWER, NO_ANSWER -> status + ": " + problem;
        };
    }
}
