package arena.game.api;

/** How the bytes of a seat travel between the engine and a strategy. */
public enum Transport {
    /** The strategy reads its standard input and writes its standard output (bomber). */
    STDIO,
    /** The strategy is a TCP client that connects to a port the sandbox serves (troopers, smartdog, sharif). */
    TCP,
    /**
     * The strategy is an HTTP server; each {@link Seat#send} is one POST and each reply one
     * {@link SeatEvent.Reply} (racetrack).
     */
    HTTP
}
