import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

/**
 * Racetrack starter strategy: an HTTP server. The platform POSTs a track ("1 LLLUUUURRRRRRDDDDLLL")
 * and expects the moves of one lap ("LURR0DDLLL") in the body of a 200 response.
 *
 * Run: javac Main.java && java -cp . Main 8080
 */
public class Main {

    public static void main(String[] args) throws IOException {
        int port = port(args);
        HttpServer server = HttpServer.create(new InetSocketAddress("0.0.0.0", port), 0);
        server.createContext("/", Main::handle);
        // No executor: one thread serves the requests one after another, which is all the platform needs.
        server.start();
        System.out.println("Racetrack strategy listening on port " + port);
    }

    /** The port: the first argument, else the PORT environment variable, else 8080. */
    private static int port(String[] args) {
        if (args.length > 0) {
            return Integer.parseInt(args[0]);
        }
        String env = System.getenv("PORT");
        return env != null && !env.isBlank() ? Integer.parseInt(env.trim()) : 8080;
    }

    private static void handle(HttpExchange exchange) throws IOException {
        try {
            int status = 200;
            String answer;
            try {
                String track = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.US_ASCII).trim();
                answer = solve(track);
            } catch (RuntimeException e) {
                status = 500;
                answer = "error: " + e;
            }
            byte[] body = answer.getBytes(StandardCharsets.US_ASCII);
            exchange.getResponseHeaders().set("Content-Type", "text/plain");
            exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        } finally {
            exchange.close();
        }
    }

    /**
     * YOUR STRATEGY GOES HERE. The track is "<width> <axis>", the answer one character per move:
     * 0 (keep the velocity), U, D, L or R (change it by one step).
     *
     * This one is the trivial answer: for each axis letter c it moves one step (c) and stops again
     * (the opposite of c); the last letter reaches the start. It always finishes, in 2N - 1 seconds.
     */
    static String solve(String track) {
        String axis = track.substring(track.indexOf(' ') + 1);
        StringBuilder moves = new StringBuilder();
        for (int i = 0; i < axis.length() - 1; i++) {
            char step = axis.charAt(i);
            moves.append(step).append(opposite(step));
        }
        return moves.append(axis.charAt(axis.length() - 1)).toString();
    }

    private static char opposite(char step) {
        switch (step) {
            case 'U': return 'D';
            case 'D': return 'U';
            case 'L': return 'R';
            case 'R': return 'L';
            default: throw new IllegalArgumentException("not an axis letter: " + step);
        }
    }
}
