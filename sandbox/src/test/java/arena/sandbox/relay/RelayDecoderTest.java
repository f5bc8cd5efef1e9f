package arena.sandbox.relay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class RelayDecoderTest {

    private static final List<RelayFrame> FRAMES = List.of(
            RelayFrame.text(RelayFrame.HELLO, RelayFrame.VERSION),
            RelayFrame.text(RelayFrame.STARTED, "7"),
            RelayFrame.text(RelayFrame.OUTPUT, "pong 1\n"),
            RelayFrame.of(RelayFrame.CONNECTED),
            new RelayFrame(RelayFrame.LOG, new byte[70_000]),
            RelayFrame.text(RelayFrame.EXIT, "exit=0 requested=1 cpu_ms=5 peak_kb=900 oom_kills=0"));

    @Test
    void encodesTypeLengthAndPayload() {
        byte[] bytes = RelayFrame.text(RelayFrame.DATA, "ping 1\n").encode();

        assertThat(bytes).startsWith('D', 0, 0, 0, 7);
        assertThat(new String(bytes, 5, 7, StandardCharsets.UTF_8)).isEqualTo("ping 1\n");
    }

    @Test
    void decodesFramesDeliveredWhole() {
        List<RelayFrame> frames = new RelayDecoder().feed(RelayDecoder.encode(FRAMES));

        assertThat(frames).extracting(RelayFrame::type).containsExactly('H', 'G', 'O', 'C', 'L', 'E');
        assertThat(RelayDecoder.encode(frames)).isEqualTo(RelayDecoder.encode(FRAMES));
    }

    @Test
    void decodesFramesCutAnywhere() {
        byte[] stream = RelayDecoder.encode(FRAMES);
        for (int piece : new int[] {1, 2, 3, 5, 7, 4096, 65_537}) {
            RelayDecoder decoder = new RelayDecoder();
            List<RelayFrame> frames = new ArrayList<>();
            for (int at = 0; at < stream.length; at += piece) {
                frames.addAll(decoder.feed(Arrays.copyOfRange(stream, at, Math.min(stream.length, at + piece))));
            }
            assertThat(RelayDecoder.encode(frames)).as("pieces of %d bytes", piece).isEqualTo(stream);
            assertThat(decoder.buffered()).isZero();
        }
    }

    @Test
    void keepsAnIncompleteFrameUntilItsRestArrives() {
        RelayDecoder decoder = new RelayDecoder();
        byte[] frame = RelayFrame.text(RelayFrame.OUTPUT, "pong 2\n").encode();

        assertThat(decoder.feed(Arrays.copyOf(frame, 8))).isEmpty();
        assertThat(decoder.buffered()).isEqualTo(8);
        assertThat(decoder.feed(Arrays.copyOfRange(frame, 8, frame.length))).singleElement()
                .satisfies(decoded -> assertThat(decoded.text()).isEqualTo("pong 2\n"));
    }

    @Test
    void refusesAnOversizedFrame() {
        byte[] header = {'O', 0x00, 0x10, 0x00, 0x01};

        assertThatThrownBy(() -> new RelayDecoder().feed(header)).isInstanceOf(RelayException.class)
                .hasMessageContaining("1048577 bytes");
    }

    @Test
    void refusesGarbage() {
        assertThatThrownBy(() -> new RelayDecoder().feed(new byte[] {(byte) 0xff, 0, 0, 0, 0}))
                .isInstanceOf(RelayException.class).hasMessageContaining("unknown type");
    }

    @Test
    void runFrameIsKeyValueFieldsEndedByNul() {
        RelayRun run = new RelayRun('s', 0, 32768, 2000, 100, List.of("python3", "-u", "main.py"),
                java.util.Map.of("A", "1"));

        String payload = run.frame().text();

        assertThat(payload.split("\0")).containsExactly("mode=s", "port=0", "log=32768", "wait=2000", "cap=100",
                "arg=python3", "arg=-u", "arg=main.py", "env=A=1");
        assertThat(payload).endsWith("\0");
    }
}
