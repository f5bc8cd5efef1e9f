package arena.platform.stage.plan;

/** One seat of a planned stage game: an entrant, or a built-in bot that only fills the seat. */
public sealed interface StageSeat {

    /** An entrant of the stage, by user id; the strategy is the one snapshotted for the part. */
    record Entrant(long userId) implements StageSeat {
    }

    /**
     * A built-in bot filling a seat no entrant is left for. It takes no place in the stage: see
     * {@link StagePoints#forGame}.
     */
    record Filler(String botId) implements StageSeat {

        public Filler {
            if (botId == null || botId.isBlank()) {
                throw new IllegalArgumentException("a filler names a built-in bot");
            }
        }
    }
}
