package arena.sandbox.relay;

/** Receives what one relay says, in order, on the thread that reads its stream. */
public interface RelayListener {

    void frame(RelayFrame frame);

    /**
     * The stream ended: the relay stopped ({@code error} null), or the stream broke.
     * Called once.
     */
    void ended(Throwable error);
}
