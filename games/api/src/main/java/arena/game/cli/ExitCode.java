package arena.game.cli;

/**
 * What a tool's exit status means: the same three in every tool (a tool may add its own above them, as the
 * contestant client does for an unreachable site and a timeout). Each tool's usage lists them in its footer.
 */
public final class ExitCode {

    /** Done. */
    public static final int OK = 0;
    /** The tool ran and failed: a file could not be read or written, a check did not hold. */
    public static final int FAILED = 1;
    /** The command line is wrong: the usage follows the message on stderr. */
    public static final int USAGE = 2;

    private ExitCode() {
    }
}
