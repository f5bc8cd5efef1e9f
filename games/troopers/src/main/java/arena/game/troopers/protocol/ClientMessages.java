package arena.game.troopers.protocol;

import arena.game.troopers.rules.Action;

/** Encodes what a client sends (spec §7.5.1, §7.5.3, §7.5.7): for built-in bots and tests. */
public final class ClientMessages {

    private ClientMessages() {
    }

    public static byte[] token(String token) {
        return new WireWriter(32).type(MessageType.AUTHENTICATION_TOKEN).string(token).bytes();
    }

    public static byte[] protocolVersion(int version) {
        return new WireWriter(5).type(MessageType.PROTOCOL_VERSION).int32(version).bytes();
    }

    public static byte[] move(Action action) {
        return new WireWriter(12).type(MessageType.MOVE).bool(true).enumeration(action.type())
                .enumeration(action.direction()).int32(action.x()).int32(action.y()).bytes();
    }
}
