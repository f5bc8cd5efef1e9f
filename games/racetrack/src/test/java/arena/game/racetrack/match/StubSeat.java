package arena.game.racetrack.match;

import arena.game.api.ExitStatus;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatHub;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/** A seat whose events the test scripts: what it posts at creation and in answer to the request. */
final class StubSeat implements Seat {

    private final SeatHub hub;
    private final Consumer<StubSeat> onSend;
    private volatile boolean killed;
    private volatile String received;

    StubSeat(SeatHub hub, Consumer<StubSeat> onStart, Consumer<StubSeat> onSend) {
        this.hub = hub;
        this.onSend = onSend;
        onStart.accept(this);
    }

    static Consumer<StubSeat> listening() {
        return StubSeat::connected;
    }

    @Override
    public int index() {
        return 0;
    }

    @Override
    public String name() {
        return "stub";
    }

    @Override
    public void send(byte[] data) {
        received = new String(data, StandardCharsets.US_ASCII);
        onSend.accept(this);
    }

    @Override
    public void kill() {
        killed = true;
    }

    boolean killed() {
        return killed;
    }

    String received() {
        return received;
    }

    void connected() {
        hub.post(new SeatEvent.Connected(this, System.nanoTime()));
    }

    void reply(int status, String body, boolean truncated, long processingNanos) {
        hub.post(new SeatEvent.Reply(this, status, body.getBytes(StandardCharsets.ISO_8859_1), truncated,
                processingNanos, System.nanoTime()));
    }

    void reply(String body) {
        reply(200, body, false, 1_000_000);
    }

    void failed(String reason) {
        hub.post(new SeatEvent.ExchangeFailed(this, reason, System.nanoTime()));
    }

    void exited(ExitStatus status) {
        hub.post(new SeatEvent.Exited(this, status, System.nanoTime()));
    }
}
