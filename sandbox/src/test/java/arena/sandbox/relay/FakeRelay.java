package arena.sandbox.relay;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A container that is only a relay speaking synthetic frames: seats and builds tested without a daemon. */
final class FakeRelay implements RelayChannel {

    final List<RelayFrame> sent = new CopyOnWriteArrayList<>();
    volatile RelayChannel.State state = new RelayChannel.State(false, false, 0L);
    volatile boolean removed;
    volatile boolean killed;
    volatile long refusedForks = -1;
    /** The host's record of an OOM kill in the container, which Docker's OOMKilled missed. */
    volatile boolean oomRecorded;
    /** The container's CPU time as the host reads it. */
    volatile long hostCpuMillis = -1;
    volatile boolean kernelOfItsOwn;
    private volatile RelayListener listener;

    @Override
    public void attachAndStart(RelayListener listener, Duration timeout) {
        this.listener = listener;
        listener.frame(RelayFrame.text(RelayFrame.HELLO, RelayFrame.VERSION));
    }

    @Override
    public void send(RelayFrame frame) {
        sent.add(frame);
        if (frame.type() == RelayFrame.RUN) {
            listener.frame(RelayFrame.text(RelayFrame.STARTED, "7"));
        }
    }

    /** The relay says something. */
    void says(RelayFrame frame) {
        listener.frame(frame);
    }

    void says(char type, String text) {
        says(RelayFrame.text(type, text));
    }

    /** The container's stream ends: it stopped ({@code null}) or broke. */
    void ends(Throwable error) {
        listener.ended(error);
    }

    List<Character> sentTypes() {
        return sent.stream().map(RelayFrame::type).toList();
    }

    @Override
    public RelayChannel.State awaitStopped(Duration timeout) {
        return state;
    }

    @Override
    public void kill() {
        killed = true;
        if (listener != null) {
            listener.ended(null);
        }
    }

    @Override
    public void remove() {
        removed = true;
    }

    @Override
    public String diagnostics() {
        return "";
    }

    @Override
    public boolean ranOutOfMemory(Duration grace) {
        return oomRecorded;
    }

    @Override
    public long refusedForks() {
        return refusedForks;
    }

    @Override
    public boolean kernelOfItsOwn() {
        return kernelOfItsOwn;
    }

    @Override
    public long cpuMillis() {
        return hostCpuMillis;
    }

    @Override
    public String id() {
        return "fake";
    }
}
