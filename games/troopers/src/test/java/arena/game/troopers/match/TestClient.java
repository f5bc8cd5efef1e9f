package arena.game.troopers.match;

import arena.game.api.InProcessSeat;
import arena.game.api.SeatEvents;
import arena.game.troopers.bots.Brain;
import arena.game.troopers.bots.View;
import arena.game.troopers.protocol.ClientMessages;
import arena.game.troopers.protocol.PlayerContext;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.protocol.ServerMessage;
import arena.game.troopers.protocol.ServerReader;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.TroopersRules;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A client written from spec §7 alone: it records every server message with its size, reads strictly
 * (§7.6) and answers each PLAYER_CONTEXT with what its brain says, or with raw bytes for protocol tests.
 */
final class TestClient extends InProcessSeat {

    final List<ServerMessage> received = new ArrayList<>();
    final List<Integer> sizes = new ArrayList<>();
    final List<PlayerContext> contexts = new ArrayList<>();
    private final ServerReader reader;
    private final int version;
    private final Function<View, byte[]> answer;
    private TroopersRules rules;
    String violation;

    TestClient(int index, SeatEvents events, String token, int version, Function<View, byte[]> answer) {
        super(index, "client" + index, events);
        this.version = version;
        this.answer = answer;
        this.reader = new ServerReader(version);
        connect();
        emit(ClientMessages.token(token));
    }

    static TestClient playing(int index, SeatEvents events, Brain brain) {
        return new TestClient(index, events, Protocol.DEFAULT_TOKEN, Protocol.VERSION,
                view -> ClientMessages.move(brain.decide(view)));
    }

    @Override
    protected void receive(byte[] data) {
        List<ServerMessage> messages;
        try {
            messages = reader.feed(data);
        } catch (ServerReader.Violation e) {
            violation = e.getMessage();
            return;
        }
        if (messages.size() == 1) {
            sizes.add(data.length);
        }
        for (ServerMessage message : messages) {
            received.add(message);
            if (message instanceof ServerMessage.TeamSize) {
                emit(ClientMessages.protocolVersion(version));
            } else if (message instanceof ServerMessage.GameContext game) {
                rules = game.rules();
            } else if (message instanceof ServerMessage.Context context) {
                contexts.add(context.context());
                byte[] bytes = answer.apply(new View(context.context(), rules));
                if (bytes != null) {
                    emit(bytes);
                }
            }
        }
    }

    boolean gotGameOver() {
        return !received.isEmpty() && received.get(received.size() - 1) instanceof ServerMessage.GameOver;
    }

    static byte[] endTurn() {
        return ClientMessages.move(Action.END_TURN);
    }
}
