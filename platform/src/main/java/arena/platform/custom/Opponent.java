package arena.platform.custom;

/**
 * Who can sit in a custom game, as a form value: {@code bot:<id>}, {@code own:<submission id>} or
 * {@code main:<user id>} (another contestant's main strategy).
 */
public record Opponent(String value, String label) {

    static Opponent bot(String id, String name) {
        return new Opponent("bot:" + id, name);
    }

    static Opponent own(long submissionId, String label) {
        return new Opponent("own:" + submissionId, label);
    }

    static Opponent main(long userId, String username) {
        return new Opponent("main:" + userId, username);
    }
}
