package arena.game.api;

/** A built-in bot that plays as an in-process seat. */
public record BotInfo(String id, String name, String description) {
}
