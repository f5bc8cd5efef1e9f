package arena.game.bomber.replay;

import arena.game.api.Verdict;

/**
 * A participant of one game.
 *
 * @param id             the bomber's id = start slot
 * @param seat           the match seat that played him
 * @param verdict        {@code OK} or why his strategy failed
 * @param crashedTick    the tick before which his strategy crashed, or {@code null}
 * @param answerNanos    the summed answer time of his strategy
 * @param invalidAnswers answers replaced by {@code WAIT}
 * @param ignoredLines   unsolicited lines discarded
 */
public record PlayerEntry(int id, String name, int seat, Verdict verdict, Integer crashedTick, long answerNanos,
        int invalidAnswers, int ignoredLines) {
}
