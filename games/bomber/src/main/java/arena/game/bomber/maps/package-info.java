/**
 * Bomber's maps (spec §11): the text format's parser and the official maps shipped in the module's resources
 * ({@code MapLibrary}). A broken map is a {@code MapException} that says where and which rule.
 */
package arena.game.bomber.maps;
