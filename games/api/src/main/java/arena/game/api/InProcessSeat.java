package arena.game.api;

/**
 * A seat played by Java code inside the engine's process: built-in bots, and test doubles. It
 * answers synchronously from {@link #send}, so rules and protocol tests need no processes.
 */
public abstract class InProcessSeat implements Seat {

    private final int index;
    private final String name;
    private final SeatEvents events;
    private volatile boolean stopped;

    protected InProcessSeat(int index, String name, SeatEvents events) {
        this.index = index;
        this.name = name;
        this.events = events;
    }

    @Override
    public int index() {
        return index;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public final void send(byte[] data) {
        if (!stopped) {
            receive(data);
        }
    }

    @Override
    public void kill() {
        stopped = true;
    }

    public boolean stopped() {
        return stopped;
    }

    /** What the bot does with what the engine sent. */
    protected abstract void receive(byte[] data);

    /** Writes to the bot's output stream. */
    protected void emit(byte[] data) {
        events.post(new SeatEvent.Received(this, data, System.nanoTime()));
    }

    /** Answers an HTTP request. */
    protected void reply(int status, byte[] body) {
        events.post(new SeatEvent.Reply(this, status, body, false, 0, System.nanoTime()));
    }

    /** Tells the engine the bot is reachable (an HTTP server listening, a TCP client connected). */
    protected void connect() {
        events.post(new SeatEvent.Connected(this, System.nanoTime()));
    }
}
