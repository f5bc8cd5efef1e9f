package arena.client;

/** What the client's exit status means, for scripts: the codes every Arena tool has, and two of its own. */
final class ExitCode {

    static final int OK = arena.game.cli.ExitCode.OK;
    /** The site refused the request (problem details printed), or the submission was rejected. */
    static final int REFUSED = arena.game.cli.ExitCode.FAILED;
    /** The command line or the configuration is wrong. */
    static final int USAGE = arena.game.cli.ExitCode.USAGE;
    /** The site could not be reached, or a local file could not be read or written. */
    static final int UNREACHABLE = 3;
    /** Waiting for a verdict or a game took longer than --timeout. */
    static final int TIMEOUT = 4;

    private ExitCode() {
    }
}
