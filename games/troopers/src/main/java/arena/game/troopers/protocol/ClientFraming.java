package arena.game.troopers.protocol;

import arena.game.api.SeatEvent;
import arena.game.api.turn.Framing;
import arena.game.troopers.TroopersWords;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.Direction;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a client's byte stream into its messages (spec §7.3, §7.5.1-§7.5.7). After a broken message it reads
 * nothing more: the connection is lost for the protocol.
 */
public final class ClientFraming implements Framing<ClientMessage> {

    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private boolean broken;

    @Override
    public List<ClientMessage> read(SeatEvent event) {
        if (event instanceof SeatEvent.Received received) {
            return feed(received.data());
        }
        return List.of();
    }

    public List<ClientMessage> feed(byte[] data) {
        List<ClientMessage> messages = new ArrayList<>();
        if (broken) {
            return messages;
        }
        pending.write(data, 0, data.length);
        byte[] buffer = pending.toByteArray();
        int start = 0;
        while (start < buffer.length && !broken) {
            WireReader reader = new WireReader(buffer, start, buffer.length);
            try {
                messages.add(next(reader));
                start = reader.position();
            } catch (WireReader.Incomplete e) {
                break;
            }
        }
        pending.reset();
        if (!broken) {
            pending.write(buffer, start, buffer.length - start);
        }
        return messages;
    }

    private ClientMessage next(WireReader reader) throws WireReader.Incomplete {
        int type = reader.int8();
        if (type == MessageType.AUTHENTICATION_TOKEN.id()) {
            int length = reader.int32();
            if (length < 0 || length > Protocol.MAX_TOKEN_BYTES) {
                return broken("tokenBytes", length);
            }
            return new ClientMessage.Token(reader.string(length));
        }
        if (type == MessageType.PROTOCOL_VERSION.id()) {
            return new ClientMessage.Version(reader.int32());
        }
        if (type == MessageType.MOVE.id()) {
            if (!reader.bool()) {
                return new ClientMessage.Move(Action.END_TURN);
            }
            int action = reader.int8();
            int direction = reader.int8();
            int x = reader.int32();
            int y = reader.int32();
            if (action < -1 || action >= ActionType.values().length) {
                return broken("moveAction", action, ActionType.values().length - 1);
            }
            if (direction < -1 || direction >= Direction.values().length) {
                return broken("moveDirection", direction, Direction.values().length - 1);
            }
            if (action == -1) {
                return new ClientMessage.Move(Action.END_TURN);
            }
            return new ClientMessage.Move(new Action(ActionType.values()[action],
                    direction == -1 ? null : Direction.values()[direction], x, y));
        }
        return broken("messageType", type);
    }

    /** @param what the key of troopers' words for the problem: {@code outcome.troopers.verdict.<what>} */
    private ClientMessage broken(String what, Object... args) {
        broken = true;
        return new ClientMessage.Broken(TroopersWords.WORDS.say("outcome.troopers.verdict." + what, args));
    }
}
