package arena.game.api;

import java.util.List;

/**
 * An optional capability of a game whose maps are text files ({@link GameEngine#mapFiles()}): a map that is not one
 * of the engine's own (an organizer's secret contest track) is checked by the game when it is uploaded, with the
 * game's own message, and played by a match whose options carry its text under {@link #TEXT_OPTION}.
 */
public interface MapFiles {

    /**
     * The match option holding the text of the map to play instead of one of {@link EngineInfo#maps()}; the match's
     * {@link MatchSetup#map()} is then the id the map was uploaded under, which the replay names. The engine checks
     * the text again when it plays, so a text the platform did not check is refused all the same.
     */
    String TEXT_OPTION = "map.text";

    /** The largest map file a platform takes (UTF-8 bytes); a game may refuse smaller ones. */
    int MAX_BYTES = 65_536;

    /**
     * Reads and checks a map file.
     *
     * @param id   the id the map is stored under (already checked by the platform: lower-case letters, digits, '-')
     * @param name its display name
     * @return the map as a match plays it: the seats it has room for, and in {@link GameMap#data()} only what the game
     *         shows its strategies
     * @throws IllegalArgumentException with the game's own sentence naming what is wrong with the text
     */
    GameMap read(String id, String name, String text);

    /**
     * What the characters of a map file mean, in the game's own words, for the form organizers upload maps with; the
     * rules page describes the rest of the format. None by default, so a game that adds map files without a legend
     * still takes them.
     */
    default List<MapSymbol> legend() {
        return List.of();
    }
}
