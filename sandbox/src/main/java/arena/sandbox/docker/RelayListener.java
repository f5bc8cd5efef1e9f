package arena.sandbox.docker;

/** Receives what the relay of one container says, in order, on the attached stream's thread. */
interface RelayListener {

    void frame(RelayFrame frame);

    /**
     * The attached stream ended: the container stopped ({@code error} null), or the stream broke.
     * Called once.
     */
    void ended(Throwable error);
}
