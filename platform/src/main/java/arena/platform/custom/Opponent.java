package arena.platform.custom;

/**
 * Who can sit in a custom game, as a form value: {@code bot:<id>}, {@code own:<submission id>},
 * {@code main:<user id>} (another contestant's main strategy) or {@code strategy:<submission id>} (any
 * contestant's accepted strategy created before the chooser's own last accepted submission, seed 000).
 */
public record Opponent(String value, String label) {

    static Opponent bot(String id, String name) {
        return new Opponent("bot:" + id, name);
    }

    static Opponent own(long submissionId, String label) {
        return new Opponent("own:" + submissionId, label);
    }

    static Opponent strategy(long submissionId, String label) {
        return new Opponent("strategy:" + submissionId, label);
    }

    static Opponent main(long userId, String username) {
        return new Opponent("main:" + userId, username);
    }
}
