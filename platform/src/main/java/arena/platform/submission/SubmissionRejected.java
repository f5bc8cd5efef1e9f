package arena.platform.submission;

import arena.game.api.ReasonCode;

/**
 * Published inside the transaction that rejects a submission at compilation, so that listeners (the crash
 * metrics) count it once the rejection is committed. Rejections after acceptance games are counted by their
 * games' seats instead.
 */
public record SubmissionRejected(long submissionId, long contestId, String language, ReasonCode reason) {
}
