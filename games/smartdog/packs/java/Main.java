import java.util.HashMap;
import java.util.Map;

/**
 * Entry point: java Main [-host localhost] [-port 3002] [-name bot] [-hub duet] [-count 1] (the options of
 * the 2012 clients). Plays -count games, one connection each.
 */
public class Main {

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>(Map.of("host", "localhost", "port", "3002", "name", "bot",
                "count", "1"));
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^-+", ""), args[i + 1]);
        }
        int count = Integer.parseInt(options.get("count"));
        for (int i = 0; i < count; i++) {
            Map<String, Object> result = Client.play(options.get("host"), Integer.parseInt(options.get("port")),
                    options.get("name"), options.get("hub"), new Strategy());
            System.err.println("finished: " + result);
        }
    }
}
