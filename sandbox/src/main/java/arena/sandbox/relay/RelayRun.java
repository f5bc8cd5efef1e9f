package arena.sandbox.relay;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the relay runs, and how: the run frame's fields.
 *
 * @param mode        {@code s} stdio, {@code t} TCP, {@code h} HTTP, {@code c} compile
 * @param port        TCP: where the relay listens; HTTP: where the strategy's server listens
 * @param logCap      bytes kept at each end of the log
 * @param waitMillis  HTTP: how long the relay waits for the first byte of a response
 * @param responseCap HTTP: the most response bytes passed on
 * @param command     the command and its arguments
 * @param env         the process's whole environment
 */
record RelayRun(char mode, int port, int logCap, long waitMillis, long responseCap, List<String> command,
        Map<String, String> env) {

    static final int FILE_CHUNK = 64 * 1024;

    RelayRun {
        command = List.copyOf(command);
        env = Map.copyOf(env);
        if (command.isEmpty()) {
            throw new IllegalArgumentException("nothing to run");
        }
    }

    /** The environment every strategy and compiler starts with; a game's variables are added to it. */
    static Map<String, String> baseEnvironment() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("PATH", "/usr/local/bin:/usr/bin:/bin");
        env.put("HOME", RelayLaunch.WORK_DIR);
        env.put("TMPDIR", "/tmp");
        env.put("LANG", "C.UTF-8");
        return env;
    }

    RelayFrame frame() {
        List<String> fields = new ArrayList<>();
        fields.add("mode=" + mode);
        fields.add("port=" + port);
        fields.add("log=" + logCap);
        fields.add("wait=" + waitMillis);
        fields.add("cap=" + responseCap);
        command.forEach(arg -> fields.add("arg=" + arg));
        env.forEach((key, value) -> fields.add("env=" + key + "=" + value));
        return RelayFrame.run(fields);
    }

    /** Sends files to the relay, which writes them under /work. */
    static void sendFiles(RelayChannel container, Map<String, byte[]> files) {
        files.forEach((path, content) -> {
            container.send(RelayFrame.text(RelayFrame.PUT, path));
            for (int offset = 0; offset < content.length; offset += FILE_CHUNK) {
                int end = Math.min(content.length, offset + FILE_CHUNK);
                container.send(new RelayFrame(RelayFrame.BYTES, Arrays.copyOfRange(content, offset, end)));
            }
        });
    }
}
