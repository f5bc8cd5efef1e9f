import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Bomber starter pack: the JSON-lines protocol around your strategy. You should not need to edit it.
 * The engine writes one JSON object per line on stdin (init, tick, end); we answer one line per request
 * on stdout. Print your own debugging to System.err, never to System.out.
 */
public class Main {

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        MyStrategy strategy = new MyStrategy();
        Config config = new Config(Map.of());
        int myId = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.isBlank()) {
                continue;
            }
            Map<String, Object> message = Json.map(Json.parse(line));
            String type = String.valueOf(message.get("type"));
            if (type.equals("init")) {
                myId = Json.integer(message, "playerId", 0);
                Object values = message.get("config");
                config = new Config(values == null ? Map.of() : Json.map(values));
                send(out, "{\"type\":\"ready\"}");
            } else if (type.equals("tick")) {
                int tick = Json.integer(message, "tick", 0);
                try {
                    GameBoard board = new GameBoard(Json.map(message.get("board")), myId, config);
                    PlayerAction action = strategy.play(board);
                    if (action == null) {
                        throw new IllegalStateException("play() returned null");
                    }
                    send(out, "{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"" + action + "\"}");
                } catch (Exception | StackOverflowError e) {
                    // a bug in play() costs one tick, not the game
                    e.printStackTrace();
                    send(out, "{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"WAIT\",\"error\":"
                            + Json.quote(String.valueOf(e)) + "}");
                }
            } else if (type.equals("end")) {
                return;
            }
        }
    }

    private static void send(PrintStream out, String json) {
        out.print(json);
        out.print('\n');
        out.flush();
    }
}
