package arena.sandbox.local;

import java.util.List;

/**
 * A tool that confines a relay: {@link Bubblewrap}, or {@link UtilLinux}'s unshare, setpriv and prlimit
 * where bubblewrap is missing or cannot work here. Either way the relay runs as PID 1 of a new PID
 * namespace (its end kills every process it left), in new mount, network, IPC and UTS namespaces, as an
 * unprivileged user with no capability and no way to gain one, in a root that holds the system's
 * programs read-only, its private tmpfs {@code /work} and {@code /tmp}, and nothing of the site's files.
 */
interface Isolation {

    /** The relay's path inside the sandbox. */
    String RELAY = "/arena-relay";
    /** The whole environment of the relay; the strategy's own comes in the run frame. */
    String PATH = "/usr/local/bin:/usr/bin:/bin";

    /** What it is, with its version: {@code bubblewrap 0.8.0}. */
    String name();

    /** The command line that runs {@code command} (a path inside the sandbox, then its arguments) confined. */
    List<String> command(Confinement confinement, List<String> command);

    /** What the relay runs before a strategy's or compiler's command inside the sandbox: limits of that process alone. */
    List<String> wrapper(Confinement confinement);
}
