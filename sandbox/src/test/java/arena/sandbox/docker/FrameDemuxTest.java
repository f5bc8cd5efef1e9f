package arena.sandbox.docker;

import arena.sandbox.relay.RelayDecoder;
import arena.sandbox.relay.RelayException;
import arena.sandbox.relay.RelayFrame;
import arena.sandbox.relay.RelayListener;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.StreamType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Synthetic Docker frames, as docker-java hands them over from an attached container: no daemon. */
class FrameDemuxTest {

    private static final class Recorder implements RelayListener {
        final List<RelayFrame> frames = new ArrayList<>();
        final List<Throwable> ends = new ArrayList<>();
        int endCalls;

        @Override
        public void frame(RelayFrame frame) {
            frames.add(frame);
        }

        @Override
        public void ended(Throwable error) {
            endCalls++;
            ends.add(error);
        }
    }

    private static Frame stdout(byte[] bytes) {
        return new Frame(StreamType.STDOUT, bytes);
    }

    private static Frame stderr(String text) {
        return new Frame(StreamType.STDERR, text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void relayFramesComeFromStdoutWhateverDockerCutThemInto() {
        Recorder recorder = new Recorder();
        FrameDemux demux = new FrameDemux(recorder);
        byte[] stream = RelayDecoder.encode(List.of(RelayFrame.text(RelayFrame.HELLO, RelayFrame.VERSION),
                RelayFrame.text(RelayFrame.OUTPUT, "pong 1\n"), RelayFrame.text(RelayFrame.LOG, "thinking\n")));

        demux.onNext(stdout(Arrays.copyOfRange(stream, 0, 3)));
        demux.onNext(stderr("relay: a complaint\n"));
        demux.onNext(stdout(Arrays.copyOfRange(stream, 3, 20)));
        demux.onNext(stdout(Arrays.copyOfRange(stream, 20, stream.length)));
        demux.onComplete();

        assertThat(recorder.frames).extracting(RelayFrame::type)
                .containsExactly(RelayFrame.HELLO, RelayFrame.OUTPUT, RelayFrame.LOG);
        assertThat(recorder.frames.get(1).text()).isEqualTo("pong 1\n");
        assertThat(demux.diagnostics()).isEqualTo("relay: a complaint\n");
        assertThat(recorder.ends).containsExactly((Throwable) null);
    }

    @Test
    void stderrNeverReachesTheProtocol() {
        Recorder recorder = new Recorder();
        FrameDemux demux = new FrameDemux(recorder);

        demux.onNext(stderr("O\0\0\0\7pong 1\n"));
        demux.onComplete();

        assertThat(recorder.frames).isEmpty();
    }

    @Test
    void aStreamEndingInsideAFrameIsAnError() {
        Recorder recorder = new Recorder();
        FrameDemux demux = new FrameDemux(recorder);

        demux.onNext(stdout(new byte[] {'O', 0, 0, 0, 9, 'p'}));
        demux.onComplete();

        assertThat(recorder.ends).singleElement().isInstanceOf(RelayException.class);
    }

    @Test
    void aBrokenFrameStopsTheStreamAndEndsItOnce() {
        Recorder recorder = new Recorder();
        FrameDemux demux = new FrameDemux(recorder);

        demux.onNext(stdout(new byte[] {'O', 0x7f, 0, 0, 0}));
        demux.onNext(stdout(RelayFrame.text(RelayFrame.OUTPUT, "late").encode()));
        demux.onError(new java.io.IOException("connection reset"));

        assertThat(recorder.frames).isEmpty();
        assertThat(recorder.endCalls).isEqualTo(1);
        assertThat(recorder.ends.get(0)).isInstanceOf(RelayException.class);
    }

    @Test
    void aTtyStreamIsRefused() {
        Recorder recorder = new Recorder();
        new FrameDemux(recorder).onNext(new Frame(StreamType.RAW, new byte[] {'x'}));

        assertThat(recorder.ends).singleElement().satisfies(error ->
                assertThat(error).hasMessageContaining("without a TTY"));
    }

    @Test
    void aBrokenConnectionIsReported() {
        Recorder recorder = new Recorder();
        FrameDemux demux = new FrameDemux(recorder);

        demux.onError(new java.io.IOException("connection reset"));

        assertThat(recorder.ends).singleElement().satisfies(error ->
                assertThat(error).hasMessage("connection reset"));
    }
}
