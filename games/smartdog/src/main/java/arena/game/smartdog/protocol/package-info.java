/**
 * Smartdog's text protocol (§9): client lines cut and read, {@code join}, every server line byte for byte as the
 * original sent it, and the commands of one player's turn ({@code TurnCommands}).
 */
package arena.game.smartdog.protocol;
