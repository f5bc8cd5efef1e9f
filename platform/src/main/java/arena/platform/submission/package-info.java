/**
 * Submissions: uploads (a file, a zip or pasted source), the pipeline from compile job through acceptance and test
 * games to accepted or rejected, held submissions after infrastructure faults, and each user's main strategy per
 * contest. It answers the ports of the packages below it: {@code match.Submissions}, {@code contest.PlayerSubmissions}
 * and {@code job.Artifacts}.
 */
package arena.platform.submission;
