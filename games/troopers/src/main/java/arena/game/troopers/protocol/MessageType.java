package arena.game.troopers.protocol;

/** The first byte of every message (spec §7.3). */
public enum MessageType {
    UNKNOWN, GAME_OVER, AUTHENTICATION_TOKEN, TEAM_SIZE, PROTOCOL_VERSION, GAME_CONTEXT, PLAYER_CONTEXT, MOVE;

    public byte id() {
        return (byte) ordinal();
    }
}
