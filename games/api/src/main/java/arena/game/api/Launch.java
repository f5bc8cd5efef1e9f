package arena.game.api;

import java.util.List;
import java.util.Map;

/**
 * How a strategy process is started and reached. Arguments and environment values may contain the
 * placeholders {@code {host}}, {@code {port}} and {@code {token}}, which the sandbox replaces.
 *
 * @param transport how the engine's messages reach the strategy
 * @param port      for {@link Transport#TCP}: the port the strategy connects to; for
 *                  {@link Transport#HTTP}: the port the strategy's server listens on. The sandbox may
 *                  choose another one where ports are shared (local processes) and says so through
 *                  {@code {port}}
 * @param args      command-line arguments after the language's run command
 * @param env       environment variables
 * @param token     the token a TCP client sends back, as the original game's clients expect it
 * @param end       how the strategy's protocol messages end, for the sandbox's cap on one message
 */
public record Launch(Transport transport, int port, List<String> args, Map<String, String> env, String token,
        MessageEnd end) {

    public Launch {
        args = List.copyOf(args);
        env = Map.copyOf(env);
        end = end == null ? MessageEnd.NONE : end;
    }

    /** A launch whose messages have no end byte the sandbox could watch ({@link MessageEnd#NONE}). */
    public Launch(Transport transport, int port, List<String> args, Map<String, String> env, String token) {
        this(transport, port, args, env, token, MessageEnd.NONE);
    }

    public static Launch stdio() {
        return new Launch(Transport.STDIO, 0, List.of(), Map.of(), "");
    }

    /** Replaces the placeholders in one argument or environment value. */
    public static String expand(String template, String host, int port, String token) {
        return template.replace("{host}", host).replace("{port}", Integer.toString(port)).replace("{token}", token);
    }
}
