package arena.client;

import java.io.PrintStream;
import java.time.Duration;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import tools.jackson.databind.JsonNode;

/** Polls a document until it has ended, printing a line each time its progress changes. */
final class Waiting {

    static final Duration POLL = Duration.ofSeconds(1);

    private final PrintStream out;
    private final Duration timeout;

    Waiting(PrintStream out, Duration timeout) {
        this.out = out;
        this.timeout = timeout;
    }

    int follow(Supplier<JsonNode> fetch, Function<JsonNode, String> progress, Predicate<JsonNode> ended,
            ToIntFunction<JsonNode> result) {
        long deadline = System.nanoTime() + timeout.toNanos();
        String shown = null;
        while (true) {
            JsonNode current = fetch.get();
            if (ended.test(current)) {
                // the result says how it ended: no progress line for it
                return result.applyAsInt(current);
            }
            String line = progress.apply(current);
            if (!line.equals(shown)) {
                out.println("  " + line);
                shown = line;
            }
            if (System.nanoTime() > deadline) {
                out.println("still " + line + " after " + timeout.toMinutes() + " min; it goes on on the site");
                return ExitCode.TIMEOUT;
            }
            try {
                Thread.sleep(POLL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return ExitCode.TIMEOUT;
            }
        }
    }
}
