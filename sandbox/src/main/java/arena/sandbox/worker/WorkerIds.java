package arena.sandbox.worker;

import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Worker ids: how a worker names itself to the queue (the admin pages list them, leases record them).
 * The queue keeps at most {@link #MAX_LENGTH} characters of letters, digits and {@code . _ : @ -}; a host
 * name may be longer (up to 253 characters), so it is cut to fit before the random suffix that keeps two
 * workers on one host apart.
 */
public final class WorkerIds {

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

    public static boolean valid(String id) {
        return id != null && VALID.matcher(id).matches();
    }

    /** The sentence for an id the queue refuses. */
    public static String rule() {
        return "a worker id is 1 to " + MAX_LENGTH + " letters, digits or . _ : @ -";
    }
}
