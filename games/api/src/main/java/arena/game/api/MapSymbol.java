package arena.game.api;

/**
 * One entry of a map file's legend ({@link MapFiles#legend()}): the characters as they are typed in the file, and
 * what they mean in the game's own words.
 *
 * @param symbols the characters, as a reader types them ({@code #}, {@code 1 2 3 4}, {@code U D L R})
 * @param meaning a phrase of the game's bundle, said in the reader's language
 */
public record MapSymbol(String symbols, Phrase meaning) {
}
