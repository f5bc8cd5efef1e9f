package arena.sandbox.worker;

/**
 * A job a worker holds a lease on. Exactly one of {@code compile} and {@code match} is set.
 *
 * @param leaseToken proves the lease on every later call; a result with a stale token is refused
 * @param attempt    1 for the first try
 */
public record LeasedJob(long id, String leaseToken, int attempt, CompileTask compile, MatchTask match) {

    public String describe() {
        return compile != null
                ? "job=" + id + " compile submission=" + compile.submissionId()
                : "job=" + id + " match=" + match.matchId() + " game=" + match.game();
    }
}
