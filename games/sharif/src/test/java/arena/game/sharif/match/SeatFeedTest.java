package arena.game.sharif.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.MatchSetup;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.api.SeatHub;
import arena.game.sharif.SharifEngine;
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

/** Seat 0 of a recorded game (the idle bot there) fed to local strategies over the original protocol. */
class SeatFeedTest {

    private final SharifEngine engine = new SharifEngine();
    private final Reproduction reproduction = engine.reproduction().orElseThrow();
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
    @TempDir
    Path dir;

    @BeforeEach
    void python() {
        Required.tool("python3");
    }

    /** The idle bot at seat 0, quick-start bots around it: 20 turns. */
    private byte[] played() throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("2v2", "final2", 3, List.of("a", "b", "c", "d"), Matches.GENEROUS,
                Map.of(SharifEngine.OPTION_MAX_TURNS, "20")));
        hub.add(engine.createBot("idle", 0, "idle", hub));
        for (int i = 1; i < 4; i++) {
            hub.add(engine.createBot("quickstart", i, "q" + i, hub));
        }
        return engine.play(hub).replay();
    }

    /**
     * A client of §12 that picks nothing and ends every turn at once, like the idle bot, except that at turn
     * {@code putAt} it puts a unit on path 0.
     */
    private static List<String> client(int putAt) {
        return List.of("python3", "-c", """
                import json, os, socket, sys
                s = socket.create_connection((os.environ["AICHostIP"], int(os.environ["AICHostPort"])))
                def say(kind, info, turn):
                    s.sendall(json.dumps({"type": kind, "info": info, "turn": turn}).encode() + b"\\0")
                say("token", {"token": os.environ["AICToken"]}, 0)
                pending = b""
                while True:
                    data = s.recv(65536)
                    if not data: break
                    pending += data
                    while b"\\0" in pending:
                        text, pending = pending.split(b"\\0", 1)
                        m = json.loads(text)
                        if m["type"] == "init":
                            say("pick", {"units": []}, 0); say("endTurn", {}, 0)
                        elif m["type"] == "turn":
                            turn = m["info"]["currTurn"]
                            if turn == %d: say("putUnit", {"typeId": 0, "pathId": 0}, turn)
                            say("endTurn", {}, turn)
                        else: sys.exit(0)
                """.formatted(putAt));
    }

    @Test
    void aStrategyThatAnswersAsRecordedHasNoDifference() throws Exception {
        Reproduced fed = reproduction.feed(played(), 0, client(-1), dir, Duration.ofSeconds(10), out);

        assertThat(fed.identical()).as(printed.toString(StandardCharsets.UTF_8)).isTrue();
        assertThat(fed.turns()).isPositive();
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("the strategy answered every turn as recorded");
    }

    @Test
    void aStrategyThatPutsAUnitDiffersAtThatTurn() throws Exception {
        Reproduced fed = reproduction.feed(played(), 0, client(5), dir, Duration.ofSeconds(10), out);

        assertThat(fed.differsAt()).as(printed.toString(StandardCharsets.UTF_8)).isEqualTo(5);
        assertThat(fed.detail()).isEqualTo("recorded [], the strategy now answers [{\"type\":\"putUnit\",\"typeId\":0,"
                + "\"pathId\":0}]");
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("1 turns differ from the recording");
    }

    @Test
    void aStrategyThatNeverAnswersIsRefused() throws Exception {
        byte[] replay = played();

        assertThatThrownBy(() -> reproduction.feed(replay, 0, List.of("sleep", "30"), dir, Duration.ofSeconds(1), out))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("the strategy did not start: ");
    }

    @Test
    void aSeatTheGameHasNotIsRefused() {
        assertThatThrownBy(() -> reproduction.feed(played(), 4, client(-1), dir, Duration.ofSeconds(1), out))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("the game has seats 1 to 4");
    }
}
