package arena.game.bomber.match;

import arena.game.api.ExitStatus;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import arena.game.bomber.protocol.BomberProtocol;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * A test seat that misbehaves on purpose: a script sees every request line and may answer, stay
 * silent, flood, close its output or exit. Records what the engine sent and whether it was killed.
 */
class ScriptedSeat implements Seat {

    @FunctionalInterface
    interface Script {
        void onRequest(ScriptedSeat seat, String type, int tick, JsonNode message);
    }

    private final int index;
    private final SeatEvents events;
    private final Script script;
    final List<String> received = Collections.synchronizedList(new ArrayList<>());
    volatile boolean killed;
    private final StringBuilder partial = new StringBuilder();

    ScriptedSeat(int index, SeatEvents events, Script script) {
        this.index = index;
        this.events = events;
        this.script = script;
    }

    /** Ready, then answers every tick with the given action. */
    static Script answering(String action) {
        return (seat, type, tick, message) -> {
            if (type.equals("init")) {
                seat.say("{\"type\":\"ready\"}\n");
            } else if (type.equals("tick")) {
                seat.say("{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"" + action + "\"}\n");
            }
        };
    }

    @Override
    public int index() {
        return index;
    }

    @Override
    public String name() {
        return "scripted" + index;
    }

    @Override
    public void send(byte[] data) {
        if (killed) {
            return;
        }
        partial.append(new String(data, StandardCharsets.UTF_8));
        int newline;
        while ((newline = partial.indexOf("\n")) >= 0) {
            String line = partial.substring(0, newline);
            partial.delete(0, newline + 1);
            received.add(line);
            JsonNode message = BomberProtocol.readObject(line);
            script.onRequest(this, message.path("type").asString(), message.path("tick").asInt(-1), message);
        }
    }

    @Override
    public void kill() {
        killed = true;
    }

    void say(String text) {
        events.post(new SeatEvent.Received(this, text.getBytes(StandardCharsets.UTF_8), System.nanoTime()));
    }

    void disconnect() {
        events.post(new SeatEvent.Disconnected(this, System.nanoTime()));
    }

    void exit(ExitStatus status) {
        events.post(new SeatEvent.Exited(this, status, System.nanoTime()));
    }

    List<String> receivedOfType(String type) {
        synchronized (received) {
            return received.stream().filter(line -> line.contains("\"type\":\"" + type + "\"")).toList();
        }
    }
}
