package arena.platform.match;

/**
 * Who plays one seat of a new match: a submission (with its owner), or a built-in bot.
 */
public record SeatEntry(String name, Long submissionId, Long userId, String bot) {

    public static SeatEntry strategy(String name, long submissionId, long userId) {
        return new SeatEntry(name, submissionId, userId, null);
    }

    public static SeatEntry bot(String name, String bot) {
        return new SeatEntry(name, null, null, bot);
    }
}
