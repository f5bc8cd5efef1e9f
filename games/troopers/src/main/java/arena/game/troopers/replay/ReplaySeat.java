package arena.game.troopers.replay;

import arena.game.api.ExitStatus;
import arena.game.api.InProcessSeat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import arena.game.troopers.protocol.ClientMessages;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.protocol.ServerMessage;
import arena.game.troopers.protocol.ServerReader;
import arena.game.troopers.rules.Action;

/**
 * A recorded player's strategy, played back over the 2013 protocol like a built-in bot: it gets as far in the
 * handshake as the recorded one did, answers each PLAYER_CONTEXT with the recorded MOVE
 * ({@link RecordedAnswers}), and exits where the recorded one crashed. An exit stands for every recorded crash
 * (a time limit, a broken message, a closed connection): where the game noticed it is what changes the game;
 * how it happened is only the verdict's wording.
 */
final class ReplaySeat extends InProcessSeat {

    private final long playerId;
    private final RecordedAnswers answers;
    private final SeatEvents events;
    private final ServerReader reader;
    private final RecordedAnswers.Handshake handshake;
    private int contexts;

    ReplaySeat(int index, String name, SeatEvents events, RecordedAnswers answers) {
        super(index, name, events);
        this.playerId = index + 1L;
        this.answers = answers;
        this.events = events;
        this.reader = new ServerReader(answers.protocol(playerId));
        this.handshake = answers.handshake(playerId);
        answers.seat(playerId, this);
        connect();
        if (handshake == RecordedAnswers.Handshake.NO_TOKEN) {
            exit();
        } else {
            emit(ClientMessages.token(Protocol.DEFAULT_TOKEN));
        }
    }

    long playerId() {
        return playerId;
    }

    @Override
    protected void receive(byte[] data) {
        for (ServerMessage message : reader.feed(data)) {
            if (message instanceof ServerMessage.TeamSize) {
                int version = answers.protocol(playerId);
                if (handshake == RecordedAnswers.Handshake.DONE || version != Protocol.VERSION) {
                    emit(ClientMessages.protocolVersion(version)); // announced, then crashed before GAME_CONTEXT
                }
                if (handshake == RecordedAnswers.Handshake.NO_VERSION) {
                    exit();
                }
            } else if (message instanceof ServerMessage.Context) {
                answers.asked(this, ++contexts);
            }
        }
    }

    void answer(Action action) {
        emit(ClientMessages.move(action));
    }

    /** The strategy's process ends here, as the recorded one crashed here. */
    void exit() {
        if (!stopped()) {
            kill();
            events.post(new SeatEvent.Exited(this, ExitStatus.exitCode(1), System.nanoTime()));
        }
    }
}
