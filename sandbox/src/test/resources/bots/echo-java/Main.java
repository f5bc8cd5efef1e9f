import com.sun.net.httpserver.HttpServer;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** Echo bot: answers "ping N" with "pong N" over stdio, TCP (host port token) or HTTP (http port). */
public class Main {

    static String answer(String text) {
        text = text.strip();
        return text.startsWith("ping ") ? "pong " + text.substring(5) : null;
    }

    static void lines(BufferedReader in, PrintWriter out) throws Exception {
        for (String line = in.readLine(); line != null && !line.strip().equals("end"); line = in.readLine()) {
            String reply = answer(line);
            if (reply != null) {
                out.print(reply + "\n");
                out.flush();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("echo-java ready");
            lines(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                    new PrintWriter(System.out, false, StandardCharsets.UTF_8));
        } else if (args[0].equals("http")) {
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", Integer.parseInt(args[1])), 8);
            server.createContext("/", exchange -> {
                String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                String reply = answer(body);
                byte[] bytes = (reply == null ? "?" : reply).getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "text/plain");
                exchange.sendResponseHeaders(200, bytes.length);
                exchange.getResponseBody().write(bytes);
                exchange.close();
            });
            server.start();
        } else {
            try (Socket socket = new Socket(args[0], Integer.parseInt(args[1]))) {
                PrintWriter out = new PrintWriter(socket.getOutputStream(), false, StandardCharsets.UTF_8);
                out.print("hello " + args[2] + "\n");
                out.flush();
                lines(new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8)), out);
            }
        }
    }
}
