package arena.game.api;

/**
 * A map a match can be played on.
 *
 * @param id    stable id, unique within the game
 * @param name  display name
 * @param seats how many seats the map has room for; formats with more seats cannot use it
 * @param data  the map in the game's own text format, handed to the game's viewer script; public (the
 *              site shows it to anyone before a game), so exactly what the game shows its strategies and
 *              nothing the rules keep from them (bomber's bonuses under crates): the whole map belongs in
 *              the replay, which the site serves only once the game has finished
 */
public record GameMap(String id, String name, int seats, String data) {

    public boolean fits(Format format) {
        return format.seats() <= seats;
    }
}
