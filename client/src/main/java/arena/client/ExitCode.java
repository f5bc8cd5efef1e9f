package arena.client;

/** What the client's exit status means, for scripts: the codes every Arena tool has, and its own. */
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
    /** reproduce: a state played again differs from the recorded one, or the local strategy answered otherwise. */
    static final int DIFFERS = 5;
    /** reproduce: the game was played by another engine version than this client's (see --any-version). */
    static final int VERSION_MISMATCH = 6;
    /** reproduce: this game, or this replay, cannot be played again (the reason is printed). */
    static final int CANNOT_REPRODUCE = 7;

    private ExitCode() {
    }
}
