package arena.game.smartdog.match;

import arena.game.api.InProcessSeat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A test client: it connects and sends its first lines at once, answers each {@code turn} line with the
 * lines scripted for that turn ({@code end} when none are), and keeps every line it was sent.
 */
final class ScriptedSeat extends InProcessSeat {

    private final SeatEvents events;
    private final Map<Integer, String> turns = new HashMap<>();
    private final List<String> received = new ArrayList<>();
    private final StringBuilder pending = new StringBuilder();
    private int turn;
    private Integer silentFrom;
    private Integer closeAfter;

    /** @param hello what the client sends right after connecting ({@code join alice duet\n}), or null */
    ScriptedSeat(int index, String name, SeatEvents events, String hello) {
        super(index, name, events);
        this.events = events;
        connect();
        if (hello != null) {
            emit(bytes(hello));
        }
    }

    /** Lines sent after the {@code turn} line of turn {@code n}, each with its {@code \n}. */
    ScriptedSeat on(int n, String lines) {
        turns.put(n, lines);
        return this;
    }

    /** From turn {@code n} on, it reads but never answers. */
    ScriptedSeat silentFrom(int n) {
        silentFrom = n;
        return this;
    }

    /** It closes its connection after reading the {@code turn} line of turn {@code n}. */
    ScriptedSeat closesAfterTurnLine(int n) {
        closeAfter = n;
        return this;
    }

    List<String> received() {
        return received;
    }

    @Override
    protected void receive(byte[] data) {
        pending.append(new String(data, StandardCharsets.UTF_8));
        int end;
        while ((end = pending.indexOf("\n")) >= 0) {
            String line = pending.substring(0, end);
            pending.delete(0, end + 1);
            received.add(line);
            if (line.startsWith("state  \"turn\":")) {
                turn = Integer.parseInt(line.substring("state  \"turn\":".length()));
            } else if (line.equals("turn")) {
                answer();
            }
        }
    }

    private void answer() {
        if (closeAfter != null && turn >= closeAfter) {
            events.post(new SeatEvent.Disconnected(this, System.nanoTime()));
            return;
        }
        if (silentFrom != null && turn >= silentFrom) {
            return;
        }
        emit(bytes(turns.getOrDefault(turn, "end\n")));
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
