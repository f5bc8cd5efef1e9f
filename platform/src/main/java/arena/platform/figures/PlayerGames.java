package arena.platform.figures;

import java.util.List;

/**
 * A page of a player's filtered games, newest first.
 *
 * @param older the key of the older page ({@code before=}), {@code null} when none follows
 * @param newer the key of the newer page ({@code after=}), {@code null} when this one is the newest
 */
public record PlayerGames(int size, String older, String newer, List<PlayerGame> games) {
}
