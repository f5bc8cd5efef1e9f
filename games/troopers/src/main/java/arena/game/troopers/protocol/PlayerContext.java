package arena.game.troopers.protocol;

/** One PLAYER_CONTEXT: the acting trooper and the world as its player sees it. */
public record PlayerContext(TrooperRecord self, WorldRecord world) {
}
