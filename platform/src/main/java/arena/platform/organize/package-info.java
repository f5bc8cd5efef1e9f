/**
 * Organizers' pages and API: creating a contest and changing its settings, and uploading contest maps, each checked
 * by its game.
 */
package arena.platform.organize;
