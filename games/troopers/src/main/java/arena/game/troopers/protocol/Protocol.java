package arena.game.troopers.protocol;

/** Facts of the 2013 protocol that both sides share (spec §7). */
public final class Protocol {

    /** The version of the final packs; GAME_CONTEXT and Player records as in §7.5. */
    public static final int VERSION = 2;
    /** The first November 2013 packs: no reconnaissance fields (§7.9). */
    public static final int VERSION_1 = 1;
    /** The token the packs send when started without arguments, and the one local play uses. */
    public static final String DEFAULT_TOKEN = "0000000000000000";
    /** The port the packs connect to when started without arguments. */
    public static final int DEFAULT_PORT = 31001;
    /** A token longer than this is not a token (the original ones were 42 characters at most). */
    public static final int MAX_TOKEN_BYTES = 1024;

    private Protocol() {
    }

    public static boolean supported(int version) {
        return version == VERSION || version == VERSION_1;
    }
}
