import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * The connection to the game (entry point; you should not need to change it). It connects as the original
 * clients do (AICHostIP, AICHostPort, AICToken, AICRetryDelay), says its token, and for every message of
 * the game updates the World and calls your AI: pick once, turn every turn, end at the end. Your commands
 * are sent as you make them; your turn ends when your method returns.
 */
public final class Main {

    public static void main(String[] args) throws Exception {
        Map<String, String> env = System.getenv();
        String host = env.getOrDefault("AICHostIP", "127.0.0.1");
        int port = Integer.parseInt(env.getOrDefault("AICHostPort", "7099"));
        String token = env.getOrDefault("AICToken", "00000000000000000000000000000000");
        long retryMs = Long.parseLong(env.getOrDefault("AICRetryDelay", "1000"));
        try (Socket socket = connect(host, port, retryMs)) {
            socket.setTcpNoDelay(true);
            OutputStream out = socket.getOutputStream();
            InputStream in = new BufferedInputStream(socket.getInputStream());
            send(out, "{\"type\":\"token\",\"info\":{\"token\":" + Json.quote(token) + "},\"turn\":0}");
            AI ai = new AI();
            World world = null;
            String text;
            while ((text = next(in)) != null) {
                Map<String, Object> message = Json.map(Json.parse(text));
                Map<String, Object> info = Json.map(message.get("info"));
                switch ((String) message.get("type")) {
                    case "init" -> {
                        world = new World(info, json -> send(out, json));
                        World w = world;
                        call(() -> ai.pick(w));
                        world.endTurn();
                    }
                    case "turn" -> {
                        world.update(info);
                        World w = world;
                        call(() -> ai.turn(w));
                        world.endTurn();
                    }
                    case "shutdown" -> {
                        world.update(Json.map(info.get("turnMessage")));
                        Map<Integer, Integer> scores = new HashMap<>();
                        for (Object s : Json.list(info.get("scores"))) {
                            scores.put(Json.integer(Json.map(s), "playerId", 0), Json.integer(Json.map(s), "score", 0));
                        }
                        World w = world;
                        call(() -> ai.end(w, scores));
                        return;
                    }
                    default -> { }
                }
            }
        }
    }

    private static Socket connect(String host, int port, long retryMs) throws IOException, InterruptedException {
        for (int attempt = 1; ; attempt++) {
            try {
                return new Socket(host, port);
            } catch (IOException e) {
                if (attempt == 60) {
                    throw e;
                }
                Thread.sleep(retryMs);
            }
        }
    }

    /** Your code's exceptions go to stderr and the game goes on. */
    private static void call(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException e) {
            e.printStackTrace();
        }
    }

    private static void send(OutputStream out, String json) {
        byte[] text = json.getBytes(StandardCharsets.UTF_8);
        byte[] message = new byte[text.length + 1]; // the JSON and its NUL byte
        System.arraycopy(text, 0, message, 0, text.length);
        try {
            out.write(message);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String next(InputStream in) throws IOException {
        ByteArrayOutputStream message = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            if (b == 0) {
                return message.toString(StandardCharsets.UTF_8);
            }
            message.write(b);
        }
        return null;
    }
}
