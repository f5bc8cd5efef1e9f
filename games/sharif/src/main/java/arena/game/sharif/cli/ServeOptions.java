package arena.game.sharif.cli;

import arena.game.sharif.server.StandaloneServer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The options of {@code serve}, or why they are wrong. Like the original server, it reads the map from
 * {@code AICMap}, the port from {@code AICClientsPort}, the slots' tokens from {@code AICClient<i>Token}, and
 * takes {@code --extra=<ms>} as well as {@code --extra <ms>}.
 *
 * @param connectWait {@code null}: wait for the four clients as long as it takes (the original's default)
 */
record ServeOptions(String map, int port, Long seed, Path replay, Duration extra, Duration connectWait,
        List<String> tokens, String error) {

    static ServeOptions parse(String[] args, Map<String, String> env) {
        String map = env.get("AICMap");
        int port = StandaloneServer.DEFAULT_PORT;
        Long seed = null;
        Path replay = null;
        Duration extra = Duration.ZERO;
        Duration wait = null;
        try {
            if (env.containsKey("AICClientsPort")) {
                port = Integer.parseInt(env.get("AICClientsPort"));
            }
            for (int i = 1; i < args.length; i++) {
                String option = args[i];
                if (option.startsWith("--extra=") || option.startsWith("--extra:")) {
                    extra = Duration.ofMillis(Long.parseLong(option.substring("--extra=".length())));
                    continue; // the original server's spelling
                }
                if (i + 1 >= args.length) {
                    return failed(option + " needs a value");
                }
                String value = args[++i];
                switch (option) {
                    case "--map" -> map = value;
                    case "--port" -> port = Integer.parseInt(value);
                    case "--seed" -> seed = Long.parseLong(value);
                    case "--replay" -> replay = Path.of(value);
                    case "--extra" -> extra = Duration.ofMillis(Long.parseLong(value));
                    case "--wait" -> wait = Duration.ofMillis(Long.parseLong(value));
                    default -> {
                        return failed("unknown option " + option);
                    }
                }
            }
        } catch (NumberFormatException e) {
            return failed("not a number: " + e.getMessage());
        }
        if (map == null) {
            return failed("serve needs --map (or AICMap)");
        }
        if (port < 0 || port > 65535 || extra.isNegative() || wait != null && wait.isNegative()) {
            return failed("the port, --extra and --wait must be in range");
        }
        return new ServeOptions(map, port, seed, replay, extra, wait, tokens(env), null);
    }

    /** The slots' tokens: {@code AICClient<i>Token} as the original reads them, else the all-zero token. */
    private static List<String> tokens(Map<String, String> env) {
        List<String> tokens = new ArrayList<>(StandaloneServer.localTokens());
        for (int slot = 0; slot < tokens.size(); slot++) {
            String token = env.get("AICClient" + slot + "Token");
            if (token != null && !token.isEmpty()) {
                tokens.set(slot, token);
            }
        }
        return tokens;
    }

    private static ServeOptions failed(String error) {
        return new ServeOptions(null, 0, null, null, Duration.ZERO, null, List.of(), error);
    }
}
