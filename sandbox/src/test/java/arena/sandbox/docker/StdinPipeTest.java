package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class StdinPipeTest {

    @Test
    void deliversWritesInOrderAcrossThreadsAndEndsOnClose() throws Exception {
        StdinPipe pipe = new StdinPipe();
        Thread writer = new Thread(() -> {
            pipe.write(new byte[] {1, 2, 3});
            pipe.write(new byte[] {4});
        });
        writer.start();
        writer.join();
        pipe.close();
        pipe.write(new byte[] {5});

        byte[] buffer = new byte[2];
        assertThat(pipe.read(buffer, 0, 2)).isEqualTo(2);
        assertThat(buffer).containsExactly(1, 2);
        assertThat(pipe.read()).isEqualTo(3);
        assertThat(pipe.read()).isEqualTo(4);
        assertThat(pipe.read()).isEqualTo(-1);
        assertThat(pipe.read()).isEqualTo(-1);
    }

    @Test
    void aDeadWriterThreadDoesNotBreakTheStream() throws IOException, InterruptedException {
        StdinPipe pipe = new StdinPipe();
        Thread writer = new Thread(() -> pipe.write(new byte[] {9}));
        writer.start();
        writer.join();

        assertThat(pipe.read()).isEqualTo(9);
    }
}
