package arena.sandbox.worker;

/**
 * One seat of a match: a built-in bot, or a submission's compiled strategy.
 *
 * @param name         display name in the match
 * @param bot          a built-in bot id of the game, or {@code null}
 * @param submissionId the submission whose artifact runs, or {@code null} for a bot
 * @param language     the submission's language
 * @param entry        the submission's entry point
 */
public record SeatTask(String name, String bot, Long submissionId, String language, String entry) {

    public static SeatTask bot(String name, String bot) {
        return new SeatTask(name, bot, null, null, null);
    }

    public static SeatTask strategy(String name, long submissionId, String language, String entry) {
        return new SeatTask(name, null, submissionId, language, entry);
    }

    public boolean builtIn() {
        return bot != null;
    }
}
