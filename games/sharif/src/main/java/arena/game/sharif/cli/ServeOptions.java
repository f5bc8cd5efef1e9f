package arena.game.sharif.cli;

import arena.game.cli.Mistakes;
import arena.game.sharif.server.StandaloneServer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The options of {@code serve}, or why they are wrong. Like the original server, it reads the map from
 * {@code AICMap}, the port from {@code AICClientsPort}, the slots' tokens from {@code AICClient<i>Token}, and
 * takes {@code --extra=<ms>} and {@code --extra:<ms>} as well as {@code --extra <ms>}.
 *
 * @param connectWait {@code null}: wait for the four clients as long as it takes (the original's default)
 */
record ServeOptions(String map, int port, Long seed, Path replay, Duration extra, Duration connectWait,
        List<String> tokens, String error) {

    /** Parses {@code serve} and its options, as the tool's command line does. */
    static ServeOptions parse(String[] args, Map<String, String> env) {
        ServeCommand command = new ServeCommand(env, null);
        try {
            new CommandLine(command).parseArgs(Arrays.copyOfRange(originalSpelling(args), 1, args.length));
        } catch (ParameterException e) {
            return failed(Mistakes.describe(e));
        }
        return command.options();
    }

    /** The original server's {@code --extra:<ms>} in picocli's spelling, {@code --extra=<ms>}. */
    static String[] originalSpelling(String[] args) {
        return Arrays.stream(args).map(arg -> arg.startsWith("--extra:") ? "--extra=" + arg.substring(8) : arg)
                .toArray(String[]::new);
    }

    /** The options given, with the environment's values where they were not. */
    static ServeOptions of(String map, Integer port, Long seed, Path replay, long extraMillis, Long waitMillis,
            Map<String, String> env) {
        String chosenMap = map != null ? map : env.get("AICMap");
        int chosenPort = StandaloneServer.DEFAULT_PORT;
        if (port != null) {
            chosenPort = port;
        } else if (env.containsKey("AICClientsPort")) {
            try {
                chosenPort = Integer.parseInt(env.get("AICClientsPort"));
            } catch (NumberFormatException e) {
                return failed("not a number: AICClientsPort=" + env.get("AICClientsPort"));
            }
        }
        if (chosenMap == null) {
            return failed("serve needs --map (or AICMap)");
        }
        if (chosenPort < 0 || chosenPort > 65535 || extraMillis < 0 || waitMillis != null && waitMillis < 0) {
            return failed("the port, --extra and --wait must be in range");
        }
        return new ServeOptions(chosenMap, chosenPort, seed, replay, Duration.ofMillis(extraMillis),
                waitMillis == null ? null : Duration.ofMillis(waitMillis), tokens(env), null);
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
