import ai.Walker;
import client.Connection;

import java.util.HashMap;
import java.util.Map;

/**
 * A client of our own in the 2012 Java client's layout and invocation: sources under src/, started as
 * {@code java Main [-name N] [-host H] [-port P] [-hub H] [-count N]}, defaults localhost:3002, one game.
 */
public class Main {
    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].substring(1), args[i + 1]);
        }
        String host = options.getOrDefault("host", "localhost");
        int port = Integer.parseInt(options.getOrDefault("port", "3002"));
        int count = Integer.parseInt(options.getOrDefault("count", "1"));
        for (int game = 0; game < count; game++) {
            String result = new Connection(host, port).play(options.getOrDefault("name", "walker"), options.get("hub"),
                    new Walker());
            System.out.println("finished " + result);
        }
    }
}
