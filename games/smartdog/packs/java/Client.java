import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The smartdog protocol: connects to the game server, joins, reads every turn and sends your commands. Lines
 * from the server are "command payload"; start, state, obj and finished carry a JSON object without its
 * braces, landscape a JSON array without its brackets.
 */
final class Client {

    private Client() {
    }

    /** Plays one game on one connection; returns the {@code finished} values. */
    static Map<String, Object> play(String host, int port, String name, String hub, Strategy strategy)
            throws IOException {
        try (Socket socket = new Socket(host, port)) {
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            OutputStream out = socket.getOutputStream();
            send(out, "join " + name + (hub == null ? "" : " " + hub) + "\n");
            Map<String, Object> start = null;
            Game game = null;
            int turn = 0;
            List<Thing> things = new ArrayList<>();
            String line;
            while ((line = in.readLine()) != null) {
                int space = line.indexOf(' ');
                String command = space < 0 ? line : line.substring(0, space);
                String payload = space < 0 ? "" : line.substring(space + 1).trim();
                switch (command) {
                    case "start" -> start = Json.object(payload);
                    case "landscape" -> game = new Game(start, Json.strings(payload));
                    case "state" -> {
                        turn = ((Number) Json.object(payload).get("turn")).intValue();
                        things = new ArrayList<>();
                    }
                    case "obj" -> things.add(Thing.of(Json.object(payload)));
                    case "turn" -> {
                        StringBuilder answer = new StringBuilder();
                        for (String c : strategy.play(game, turn, things)) {
                            answer.append(c).append('\n');
                        }
                        send(out, answer.append("end\n").toString());
                    }
                    case "finished" -> {
                        return Json.object(payload);
                    }
                    default -> {
                        // wait, warning and error lines need no answer
                    }
                }
            }
            return Map.of();
        }
    }

    private static void send(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
