package arena.game.sharif.server;

import arena.testing.Eventually;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Objects;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A client written from spec §12 alone, as an original AIC20 client behaves: it takes its host, port and
 * token as {@code AICHostIP}, {@code AICHostPort}, {@code AICToken} would give them, retries its connection,
 * says its token, answers {@code init} with a pick and every {@code turn} with one {@code putUnit} on an
 * enemy path and {@code endTurn}, tagged with the turn, and stops at {@code shutdown}. An idle one only
 * ends its windows.
 */
public final class SectionTwelveClient implements Runnable {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final String host;
    private final int port;
    private final String token;
    private boolean idle;
    volatile int playerId = -1;
    volatile int turns;
    volatile JsonNode scores;
    volatile Throwable failure;

    public SectionTwelveClient(String host, int port, String token) {
        this.host = host;
        this.port = port;
        this.token = token;
    }

    /** Ends every window at once, without acting. */
    public SectionTwelveClient idle() {
        this.idle = true;
        return this;
    }

    public Throwable failure() {
        return failure;
    }

    @Override
    public void run() {
        // the pick below is sent by idle clients too: it only orders their deck
        try (Socket socket = connect()) {
            socket.setTcpNoDelay(true);
            OutputStream out = socket.getOutputStream();
            InputStream in = new BufferedInputStream(socket.getInputStream());
            send(out, "{\"type\":\"token\",\"info\":{\"token\":\"" + token + "\"},\"turn\":0}");
            JsonNode init = null;
            String message;
            while ((message = next(in)) != null) {
                JsonNode json = JSON.readTree(message);
                JsonNode info = json.get("info");
                switch (json.get("type").asString()) {
                    case "init" -> {
                        init = info;
                        playerId = info.get("map").get("kings").get(0).get("playerId").asInt();
                        send(out, "{\"type\":\"pick\",\"info\":{\"units\":[0,1,2,3,4,5,6,7,8]},\"turn\":0}");
                        send(out, "{\"type\":\"endTurn\",\"info\":{},\"turn\":0}");
                    }
                    case "turn" -> {
                        int turn = info.get("currTurn").asInt();
                        turns++;
                        int card = idle ? -1 : affordable(init, info);
                        if (card >= 0) {
                            send(out, "{\"type\":\"putUnit\",\"info\":{\"typeId\":" + card + ",\"pathId\":"
                                    + enemyPath(init) + "},\"turn\":" + turn + "}");
                        }
                        send(out, "{\"type\":\"endTurn\",\"info\":{},\"turn\":" + turn + "}");
                    }
                    case "shutdown" -> {
                        scores = info.get("scores");
                        return;
                    }
                    default -> throw new IllegalStateException("unknown message " + message);
                }
            }
        } catch (Throwable e) {
            failure = e;
        }
    }

    private Socket connect() {
        return Eventually.await("the server at " + host + ":" + port + " takes a connection", Duration.ofSeconds(5))
                .pollInterval(Duration.ofMillis(100)).ignoreExceptionsInstanceOf(IOException.class)
                .until(() -> new Socket(host, port), Objects::nonNull);
    }

    /** The first card of the hand the AP pay for, or -1. */
    private static int affordable(JsonNode init, JsonNode turn) {
        for (JsonNode card : turn.get("hand")) {
            if (init.get("baseUnits").get(card.asInt()).get("ap").asInt() <= turn.get("remainingAP").asInt()) {
                return card.asInt();
            }
        }
        return -1;
    }

    /** The first path from my king whose other end is not my friend's king. */
    private int enemyPath(JsonNode init) {
        JsonNode kings = init.get("map").get("kings");
        JsonNode mine = kings.get(0).get("center");
        JsonNode friend = kings.get(1).get("center");
        for (JsonNode path : init.get("map").get("paths")) {
            JsonNode cells = path.get("cells");
            JsonNode first = cells.get(0);
            JsonNode last = cells.get(cells.size() - 1);
            boolean fromMe = same(first, mine) || same(last, mine);
            boolean toFriend = same(first, friend) || same(last, friend);
            if (fromMe && !toFriend) {
                return path.get("id").asInt();
            }
        }
        throw new IllegalStateException("no enemy path from king " + playerId);
    }

    private static boolean same(JsonNode a, JsonNode b) {
        return a.get("row").asInt() == b.get("row").asInt() && a.get("col").asInt() == b.get("col").asInt();
    }

    private static void send(OutputStream out, String json) throws IOException {
        byte[] text = json.getBytes(StandardCharsets.UTF_8);
        byte[] message = Arrays.copyOf(text, text.length + 1); // the JSON and its NUL in one write
        out.write(message);
        out.flush();
    }

    /** The next NUL-ended message, or null at the end of the stream. */
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
