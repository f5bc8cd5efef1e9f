package arena.game.troopers.replay;

import arena.game.api.ExitStatus;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.troopers.bots.QuickStartBot;
import arena.game.troopers.bots.View;
import arena.game.troopers.protocol.ClientMessages;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.protocol.ServerMessage;
import arena.game.troopers.protocol.ServerReader;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.TroopersRules;
import arena.testing.VirtualMatch;

/**
 * A strategy on the virtual clock that plays the quick-start brain, answering each PLAYER_CONTEXT after a delay,
 * and fails in one chosen way: at the handshake, or at its n-th PLAYER_CONTEXT.
 */
final class VirtualClient implements Seat {

    enum Failure {
        NONE, WRONG_TOKEN, NO_VERSION, SILENT, INVALID_ACTION, EXITS_LATER
    }

    private final int index;
    private final VirtualMatch match;
    private final long delayMs;
    private final Failure failure;
    private final int failAt;
    private final int version;
    private final ServerReader reader;
    private final QuickStartBot brain = new QuickStartBot();
    private TroopersRules rules = TroopersRules.STANDARD;
    private int contexts;
    private boolean stopped;

    VirtualClient(int index, VirtualMatch match, long delayMs, Failure failure, int failAt, int version) {
        this.index = index;
        this.match = match;
        this.delayMs = delayMs;
        this.failure = failure;
        this.failAt = failAt;
        this.version = version;
        this.reader = new ServerReader(version);
        match.after(0, at -> new SeatEvent.Connected(this, at));
        String token = failure == Failure.WRONG_TOKEN ? "not the token" : Protocol.DEFAULT_TOKEN;
        match.after(0, at -> new SeatEvent.Received(this, ClientMessages.token(token), at));
    }

    static VirtualClient playing(int index, VirtualMatch match, long delayMs) {
        return new VirtualClient(index, match, delayMs, Failure.NONE, 0, Protocol.VERSION);
    }

    @Override
    public int index() {
        return index;
    }

    @Override
    public String name() {
        return "client" + index;
    }

    @Override
    public void send(byte[] data) {
        if (stopped) {
            return;
        }
        for (ServerMessage message : reader.feed(data)) {
            if (message instanceof ServerMessage.TeamSize && failure != Failure.NO_VERSION) {
                match.after(0, at -> new SeatEvent.Received(this, ClientMessages.protocolVersion(version), at));
            } else if (message instanceof ServerMessage.GameContext game) {
                rules = game.rules();
            } else if (message instanceof ServerMessage.Context context) {
                contexts++;
                Action action = brain.decide(new View(context.context(), rules));
                action = action == null ? Action.END_TURN : action;
                if (contexts == failAt && failure == Failure.SILENT) {
                    continue;
                }
                if (contexts == failAt && failure == Failure.INVALID_ACTION) {
                    action = Action.at(ActionType.SHOOT, -5, -5);
                }
                byte[] move = ClientMessages.move(action);
                match.after(delayMs, at -> new SeatEvent.Received(this, move, at));
                if (contexts == failAt && failure == Failure.EXITS_LATER) {
                    match.after(delayMs + 300, at -> new SeatEvent.Exited(this, ExitStatus.exitCode(3), at));
                }
            }
        }
    }

    @Override
    public void kill() {
        stopped = true;
    }
}
