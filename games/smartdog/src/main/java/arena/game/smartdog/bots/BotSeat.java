package arena.game.smartdog.bots;

import arena.game.api.InProcessSeat;
import arena.game.api.SeatEvents;
import arena.game.smartdog.protocol.ServerMessage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A built-in bot speaking the same text protocol as external clients: it connects, joins, reads the
 * server's lines and answers each {@code turn} with its {@code do} lines and {@code end}, so it plays
 * exactly like an uploaded bot.
 */
public abstract class BotSeat extends InProcessSeat {

    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private BotView view;

    protected BotSeat(int index, String name, SeatEvents events) {
        super(index, name, events);
        // like a client process: it connects and joins on its own (names are one token, D19)
        connect();
        emit(("join " + name.replaceAll("\\s+", "_") + "\n").getBytes(StandardCharsets.UTF_8));
    }

    @Override
    protected final void receive(byte[] data) {
        for (byte b : data) {
            if (b != '\n') {
                pending.write(b);
                continue;
            }
            read(ServerMessage.parse(pending.toString(StandardCharsets.UTF_8)));
            pending.reset();
        }
    }

    private void read(ServerMessage message) {
        switch (message.command()) {
            case "start" -> view = new BotView(message.struct());
            case "landscape" -> view.landscape(message.list());
            case "state" -> {
                view.objects.clear();
                view.turn = message.struct().path("turn").intValue();
            }
            case "obj" -> view.add(message.struct());
            case "turn" -> {
                StringBuilder out = new StringBuilder();
                for (String command : decide(view)) {
                    out.append(command).append('\n');
                }
                emit(out.append("end\n").toString().getBytes(StandardCharsets.UTF_8));
            }
            default -> {
                // wait, warning, error, finished: nothing to answer
            }
        }
    }

    /** The bot's {@code do} lines for this turn, without {@code end}. */
    protected abstract List<String> decide(BotView view);
}
