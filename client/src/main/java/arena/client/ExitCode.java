package arena.client;

/** What the client's exit status means, for scripts. */
final class ExitCode {

    static final int OK = 0;
    /** The site refused the request (problem details printed), or the submission was rejected. */
    static final int REFUSED = 1;
    /** The command line or the configuration is wrong. */
    static final int USAGE = 2;
    /** The site could not be reached, or a local file could not be read or written. */
    static final int UNREACHABLE = 3;
    /** Waiting for a verdict or a game took longer than --timeout. */
    static final int TIMEOUT = 4;

    private ExitCode() {
    }
}
