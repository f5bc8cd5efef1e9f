package arena.platform.admin.crash;

import java.time.Instant;

/**
 * One line of the crash list: a failed seat ({@code SEAT}), a rejected submission ({@code SUBMISSION}), or an
 * attempt of a job that the infrastructure failed ({@code INFRA}: the game or compile is tried again, or voided).
 *
 * @param matchId the seat's match, or the match an infrastructure fault stopped; {@code null} for a submission
 * @param turn    the turn the seat failed in, when the game says
 * @param seats   how many seats of the match this row stands for: the seats of one submission (copies of it, as in
 *                its acceptance games) that failed alike are one row, its first seat's; 1 for any other row
 */
public record CrashRow(String kind, long id, Instant at, String contest, String game, String reason, String language,
        String user, String worker, Long matchId, Integer seat, Integer turn, String message, int seats) {

    /**
     * The address of its evidence page (the API's is the same under /api); for an infrastructure fault its match's
     * page, or the admin's queue for a compile's (its message names the submission).
     */
    public String evidencePath() {
        return switch (kind) {
            case "SEAT" -> "/admin/crashes/seats/" + id;
            case "INFRA" -> matchId != null ? "/matches/" + matchId : "/admin/queue";
            default -> "/admin/crashes/submissions/" + id;
        };
    }
}
