package arena.game.smartdog.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.smartdog.SmartDogEngine;
import arena.testing.Matches;
import arena.testing.Required;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Seat 1 of a recorded duet (the idle bot there, the herding bot at seat 2) fed to local strategies over §9. */
class SeatFeedTest {

    private final SmartDogEngine engine = new SmartDogEngine();
    private final Reproduction reproduction = engine.reproduction().orElseThrow();
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
    @TempDir
    Path dir;

    @BeforeEach
    void python() {
        Required.tool("python3");
    }

    private byte[] played() throws InterruptedException {
        return Matches.play(engine, "duet", "collector-1", 5, Map.of("turnsLimit", "30"), "idle", "herding").replay();
    }

    /**
     * A client of §9 that joins and ends every turn, like the idle bot, except that at turn {@code barkAt} it
     * barks with its dog 1 first.
     */
    private static List<String> client(int barkAt) {
        return List.of("python3", "-c", """
                import socket, sys
                s = socket.create_connection((sys.argv[sys.argv.index("-host") + 1], int(sys.argv[sys.argv.index("-port") + 1])))
                f = s.makefile("rw", newline="\\n")
                f.write("join idle\\n"); f.flush()
                turn = 0
                for line in f:
                    if line.startswith("state"):
                        turn = int(line.split(":")[1])
                    elif line.strip() == "turn":
                        if turn == %d: f.write("do 1 bark\\n")
                        f.write("end\\n"); f.flush()
                    elif line.startswith("finished"):
                        break
                """.formatted(barkAt));
    }

    @Test
    void aStrategyThatAnswersAsRecordedHasNoDifference() throws Exception {
        Reproduced fed = reproduction.feed(played(), 0, client(-1), dir, Duration.ofSeconds(10), out);

        assertThat(fed.identical()).as(printed.toString(StandardCharsets.UTF_8)).isTrue();
        assertThat(fed.turns()).isEqualTo(30);
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("the strategy answered every turn as recorded");
    }

    @Test
    void aStrategyThatBarksAtTurn7DiffersThere() throws Exception {
        Reproduced fed = reproduction.feed(played(), 0, client(7), dir, Duration.ofSeconds(10), out);

        assertThat(fed.differsAt()).as(printed.toString(StandardCharsets.UTF_8)).isEqualTo(7);
        assertThat(fed.detail()).isEqualTo("recorded [end], the strategy now answers [do 1 bark, end]");
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("1 turns differ from the recording");
    }

    @Test
    void aStrategyThatNeverAnswersIsRefused() throws Exception {
        byte[] replay = played();

        assertThatThrownBy(() -> reproduction.feed(replay, 0, List.of("sleep", "30"), dir, Duration.ofSeconds(1), out))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("the strategy did not start: ");
    }

    @Test
    void aStrategyThatJoinsButNeverEndsATurnStopsAtTurn1() throws Exception {
        List<String> silent = List.of("python3", "-c", """
                import socket, sys, time
                s = socket.create_connection((sys.argv[sys.argv.index("-host") + 1], int(sys.argv[sys.argv.index("-port") + 1])))
                s.sendall(b"join silent\\n")
                time.sleep(30)
                """);

        assertThatThrownBy(() -> reproduction.feed(played(), 0, silent, dir, Duration.ofSeconds(1), out))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("the strategy stopped answering at turn 1: ");
    }
}
