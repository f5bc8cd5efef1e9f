package arena.sandbox.docker;

import arena.game.process.CappedLog;
import arena.sandbox.relay.RelayDecoder;
import arena.sandbox.relay.RelayException;
import arena.sandbox.relay.RelayFrame;
import arena.sandbox.relay.RelayListener;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.StreamType;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Routes the frames Docker demultiplexes from an attached container: stdout carries the relay's
 * frames (decoded here, whatever their pieces), stderr only the relay's own complaints, kept for
 * the infrastructure's error messages. Tested with synthetic {@link Frame}s, no daemon.
 */
final class FrameDemux extends ResultCallback.Adapter<Frame> {

    private static final int DIAGNOSTICS_CAP = 4096;

    private final RelayListener listener;
    private final RelayDecoder decoder = new RelayDecoder();
    private final CappedLog diagnostics = new CappedLog(DIAGNOSTICS_CAP);
    private final AtomicBoolean ended = new AtomicBoolean();
    private volatile boolean broken;

    FrameDemux(RelayListener listener) {
        this.listener = listener;
    }

    @Override
    public void onNext(Frame frame) {
        if (broken) {
            return;
        }
        StreamType stream = frame.getStreamType();
        byte[] payload = frame.getPayload() == null ? new byte[0] : frame.getPayload();
        try {
            if (stream == StreamType.STDOUT) {
                for (RelayFrame relayFrame : decoder.feed(payload)) {
                    listener.frame(relayFrame);
                }
            } else if (stream == StreamType.STDERR) {
                diagnostics.write(payload, 0, payload.length);
            } else {
                throw new RelayException("unexpected " + stream + " stream: the container must run without a TTY");
            }
        } catch (RelayException e) {
            broken = true;
            end(e);
        }
    }

    /** A broken stream is reported to the listener, which decides what it means; nothing is logged here. */
    @Override
    public void onError(Throwable error) {
        end(error);
        try {
            close();
        } catch (java.io.IOException ignored) {
            // the stream is gone either way
        }
    }

    @Override
    public void onComplete() {
        end(decoder.buffered() > 0 ? new RelayException("the relay's stream ended inside a frame") : null);
        super.onComplete();
    }

    private void end(Throwable error) {
        if (ended.compareAndSet(false, true)) {
            listener.ended(error);
        }
    }

    /** What the relay wrote to its stderr (nothing, unless it failed). */
    String diagnostics() {
        return diagnostics.toString();
    }
}
