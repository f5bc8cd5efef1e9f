package arena.platform.admin.crash;

import java.time.Instant;

/**
 * One line of the crash list: a failed seat ({@code SEAT}) or a rejected submission ({@code SUBMISSION}).
 *
 * @param matchId the seat's match; {@code null} for a submission
 * @param turn    the turn the seat failed in, when the game says
 */
public record CrashRow(String kind, long id, Instant at, String contest, String game, String reason, String language,
        String user, String worker, Long matchId, Integer seat, Integer turn, String message) {

    /** The address of its evidence page (the API's is the same under /api). */
    public String evidencePath() {
        return "/admin/crashes/" + (kind.equals("SEAT") ? "seats/" : "submissions/") + id;
    }
}
