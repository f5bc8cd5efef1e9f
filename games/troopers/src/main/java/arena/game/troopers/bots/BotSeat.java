package arena.game.troopers.bots;

import arena.game.api.InProcessSeat;
import arena.game.api.SeatEvents;
import arena.game.troopers.protocol.ClientMessages;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.protocol.ServerMessage;
import arena.game.troopers.protocol.ServerReader;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.TroopersRules;

/**
 * A built-in bot speaking the 2013 protocol like a language pack (spec §7.4): it connects and sends its token
 * at once, answers TEAM_SIZE with its protocol version and every PLAYER_CONTEXT with one MOVE, so it plays
 * exactly as an uploaded strategy does.
 */
public final class BotSeat extends InProcessSeat {

    private final ServerReader reader = new ServerReader(Protocol.VERSION);
    private final Brain brain;
    private TroopersRules rules = TroopersRules.STANDARD;

    public BotSeat(int index, String name, SeatEvents events, String token, Brain brain) {
        super(index, name, events);
        this.brain = brain;
        connect();
        emit(ClientMessages.token(token));
    }

    @Override
    protected void receive(byte[] data) {
        for (ServerMessage message : reader.feed(data)) {
            if (message instanceof ServerMessage.TeamSize) {
                emit(ClientMessages.protocolVersion(Protocol.VERSION));
            } else if (message instanceof ServerMessage.GameContext game) {
                rules = game.rules();
            } else if (message instanceof ServerMessage.Context context) {
                Action action = brain.decide(new View(context.context(), rules));
                emit(ClientMessages.move(action == null ? Action.END_TURN : action));
            }
        }
    }
}
