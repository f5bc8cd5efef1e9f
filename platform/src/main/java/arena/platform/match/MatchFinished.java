package arena.platform.match;

/** Published inside the transaction that records a match's end (finished or void). */
public record MatchFinished(long matchId, MatchKind kind, Long submissionId, MatchStatus status) {
}
