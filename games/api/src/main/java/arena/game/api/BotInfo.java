package arena.game.api;

/**
 * A built-in bot that plays as an in-process seat.
 *
 * @param filler whether it is the game's filler: the bot that takes an empty seat of a stage game (a banned player's, a
 *               wave's seat nobody fills); a game has at most one
 */
public record BotInfo(String id, String name, String description, boolean filler) {

    public BotInfo(String id, String name, String description) {
        this(id, name, description, false);
    }

    /** The game's filler bot, which does nothing a game would reward: it only keeps a seat. */
    public static BotInfo filler(String id, String name, String description) {
        return new BotInfo(id, name, description, true);
    }
}
