package client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One game over TCP: join, then per turn the visible objects to the strategy and its commands back. */
public class Connection {

    /** What a strategy answers each turn: its "do ..." lines. */
    public interface Strategy {
        List<String> turn(int you, List<Map<String, String>> objects);
    }

    private final String host;
    private final int port;

    public Connection(String host, int port) {
        this.host = host;
        this.port = port;
    }

    /** Plays until "finished"; returns its payload. */
    public String play(String name, String hub, Strategy strategy) throws IOException {
        try (Socket socket = new Socket(host, port);
                BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
                PrintWriter out = new PrintWriter(socket.getOutputStream(), true, StandardCharsets.UTF_8)) {
            out.println("join " + name + (hub == null ? "" : " " + hub));
            int you = 0;
            List<Map<String, String>> objects = new ArrayList<>();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                int space = line.indexOf(' ');
                String command = space < 0 ? line : line.substring(0, space);
                String payload = space < 0 ? "" : line.substring(space).trim();
                switch (command) {
                    case "start" -> you = Integer.parseInt(fields(payload).get("you"));
                    case "state" -> objects = new ArrayList<>();
                    case "obj" -> objects.add(fields(payload));
                    case "turn" -> {
                        for (String order : strategy.turn(you, objects)) {
                            out.println(order);
                        }
                        out.println("end");
                    }
                    case "finished" -> {
                        return payload;
                    }
                    default -> System.err.println(line); // wait, landscape, warnings, errors
                }
            }
            return "connection closed";
        }
    }

    /** "key":value pairs split on ',' and ':' (the server's values hold neither), quotes dropped. */
    static Map<String, String> fields(String payload) {
        Map<String, String> fields = new HashMap<>();
        for (String pair : payload.split(",")) {
            String[] parts = pair.split(":", 2);
            if (parts.length == 2) {
                fields.put(parts[0].replace("\"", ""), parts[1].replace("\"", ""));
            }
        }
        return fields;
    }
}
