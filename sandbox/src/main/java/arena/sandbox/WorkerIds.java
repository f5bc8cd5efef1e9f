package arena.sandbox;

import java.net.InetAddress;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Worker ids: how a worker names itself to the queue (the admin pages list them, leases record them) and
 * on its Docker containers (the {@code arena.worker} label). An operator sets one with {@link #ENV}, and
 * thereby says that no other live worker has it; otherwise each worker process makes up its own, unique to
 * it, so two sites or workers on one host never take each other for themselves.
 * The queue keeps at most {@link #MAX_LENGTH} characters of letters, digits and {@code . _ : @ -}; a host
 * name may be longer (up to 253 characters), so it is cut to fit before the random suffix that keeps two
 * workers on one host apart.
 */
public final class WorkerIds {

    /** The environment variable that sets a worker's id. */
    public static final String ENV = "ARENA_WORKER_ID";
    public static final int MAX_LENGTH = 64;
    private static final Pattern VALID = Pattern.compile("[A-Za-z0-9._:@-]{1," + MAX_LENGTH + "}");
    private static final int SUFFIX = 9;

    private WorkerIds() {
    }

    /** {@code <prefix><host>-<8 random hex digits>}, at most {@link #MAX_LENGTH} characters. */
    public static String of(String prefix, String host) {
        String safeHost = host == null ? "" : host.replaceAll("[^A-Za-z0-9._-]", "");
        String start = prefix + (safeHost.isEmpty() ? "worker" : safeHost);
        if (start.length() > MAX_LENGTH - SUFFIX) {
            start = start.substring(0, MAX_LENGTH - SUFFIX);
        }
        return start + "-" + UUID.randomUUID().toString().substring(0, SUFFIX - 1);
    }

    /**
     * The id an operator configured, or, when none is, a new one of this host ({@link #of}).
     *
     * @throws IllegalArgumentException for a configured id the queue would refuse, with {@link #rule()}
     */
    public static String configuredOr(String configured, String prefix) {
        if (configured == null || configured.isBlank()) {
            return of(prefix, hostName());
        }
        String id = configured.strip();
        if (!valid(id)) {
            throw new IllegalArgumentException(ENV + ": " + rule() + ", not \"" + id + "\"");
        }
        return id;
    }

    /** {@link #ENV} if it is set, else a new id of this host: {@link #configuredOr}. */
    public static String fromEnvironment(String prefix) {
        return configuredOr(System.getenv(ENV), prefix);
    }

    public static boolean valid(String id) {
        return id != null && VALID.matcher(id).matches();
    }

    /** The sentence for an id the queue refuses. */
    public static String rule() {
        return "a worker id is 1 to " + MAX_LENGTH + " letters, digits or . _ : @ -";
    }

    /** {@code HOSTNAME} first (a container's), else what the network says, else nothing. */
    private static String hostName() {
        String name = System.getenv("HOSTNAME");
        if (name != null && !name.isBlank()) {
            return name;
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return null;
        }
    }
}
