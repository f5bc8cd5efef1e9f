package arena.game.troopers.match;

import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.troopers.protocol.ClientMessages;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.protocol.ServerMessage;
import arena.game.troopers.protocol.ServerReader;
import arena.game.troopers.rules.Action;
import arena.testing.VirtualMatch;

/** A client on the virtual clock that answers every PLAYER_CONTEXT with one action after a fixed delay. */
final class SlowClient implements Seat {

    private final int index;
    private final VirtualMatch match;
    private final long delayMs;
    private final Action action;
    private final ServerReader reader = new ServerReader(Protocol.VERSION);
    int contexts;
    boolean killed;

    SlowClient(int index, VirtualMatch match, long delayMs, Action action) {
        this.index = index;
        this.match = match;
        this.delayMs = delayMs;
        this.action = action;
        match.after(0, at -> new SeatEvent.Connected(this, at));
        match.after(0, at -> new SeatEvent.Received(this, ClientMessages.token(Protocol.DEFAULT_TOKEN), at));
    }

    @Override
    public int index() {
        return index;
    }

    @Override
    public String name() {
        return "slow" + index;
    }

    @Override
    public void send(byte[] data) {
        if (killed) {
            return;
        }
        for (ServerMessage message : reader.feed(data)) {
            if (message instanceof ServerMessage.TeamSize) {
                match.after(0, at -> new SeatEvent.Received(this, ClientMessages.protocolVersion(2), at));
            } else if (message instanceof ServerMessage.Context) {
                contexts++;
                match.after(delayMs, at -> new SeatEvent.Received(this, ClientMessages.move(action), at));
            }
        }
    }

    @Override
    public void kill() {
        killed = true;
    }
}
