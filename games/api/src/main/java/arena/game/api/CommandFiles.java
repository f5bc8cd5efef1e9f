package arena.game.api;

/**
 * An optional capability of a game ({@link GameEngine#commandFiles()}): a played game exported as an
 * editable text file of every command, and such a file, edited or not, played again as a new game (the
 * seed's "user commands" tool). A game without it has no command files at all.
 */
public interface CommandFiles {

    /**
     * The match that replays a command file: the format, map, built-in bots to seat and the options that
     * carry the commands. Every value of the file is checked against the game's {@link EngineInfo#bounds()};
     * the engine checks the same again when it plays the match, so a file the platform did not check is
     * refused all the same.
     *
     * @throws IllegalArgumentException with a sentence for the user when the file is not valid or a value is
     *                                  out of its bounds
     */
    ScriptedGame scriptedGame(String commandFile);

    /**
     * The editable command file of a played game, from its replay.
     *
     * @throws IllegalArgumentException when the replay is not one of this game's
     */
    String commandFile(byte[] replay);
}
