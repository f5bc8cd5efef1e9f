package arena.game.api;

/**
 * A map a match can be played on.
 *
 * @param id    stable id, unique within the game
 * @param name  display name
 * @param seats how many seats the map has room for; formats with more seats cannot use it
 * @param data  the map in the game's own text format, handed to the game's viewer script
 */
public record GameMap(String id, String name, int seats, String data) {

    public boolean fits(Format format) {
        return format.seats() <= seats;
    }
}
