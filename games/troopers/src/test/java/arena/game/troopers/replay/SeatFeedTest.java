package arena.game.troopers.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.Reproduced;
import arena.game.api.SeatHub;
import arena.game.process.ProcessSeat;
import arena.game.troopers.TroopersEngine;
import arena.testing.Required;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code reproduce --seat N --bot}: a seat's recorded view fed to the Python starter pack as a local strategy. */
class SeatFeedTest {

    private static final Limits LIMITS = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(30), Duration.ofSeconds(10),
            Duration.ZERO);
    private static final List<String> PACK = List.of("python3", "-u", "main.py");

    private final TroopersEngine engine = new TroopersEngine();
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    @TempDir
    Path dir;

    @BeforeEach
    void unzipPythonPack() throws IOException {
        Required.tool("python3");
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("arena/game/troopers/packs/troopers-python.zip");
                ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                Path target = dir.resolve(entry.getName());
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(zip, target);
                }
            }
        }
    }

    /** The pack plays seat 1 against the quick-start bot and two idle ones, as the site plays it. */
    private byte[] played() throws Exception {
        SeatHub hub = new SeatHub(new MatchSetup("4x3", "map01", 5, List.of("pack", "quick", "idle 1", "idle 2"), LIMITS,
                Map.of(TroopersEngine.OPTION_MOVES, "6")));
        ProcessSeat process = ProcessSeat.start(0, "pack", PACK, dir, engine.info().launch(), LIMITS, hub);
        Outcome outcome;
        try {
            hub.add(process);
            hub.add(engine.createBot("quickstart", 1, "quick", hub));
            hub.add(engine.createBot("idle", 2, "idle 1", hub));
            hub.add(engine.createBot("idle", 3, "idle 2", hub));
            outcome = engine.play(hub);
        } finally {
            process.kill();
        }
        assertThat(outcome.result(0).verdict().ok()).as(outcome.result(0).verdict().toString()).isTrue();
        return outcome.replay();
    }

    private Reproduced feed(byte[] replay, int seat) throws Exception {
        return engine.reproduction().orElseThrow().feed(replay, seat, PACK, dir, Duration.ofSeconds(10),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    @Test
    void theSameStrategyAnswersItsOwnViewAsRecorded() throws Exception {
        Reproduced fed = feed(played(), 0);

        assertThat(fed.identical()).as(fed.detail() + printed).isTrue();
        assertThat(fed.turns()).isEqualTo(6);
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("answered every PLAYER_CONTEXT as recorded");
    }

    @Test
    void anotherSeatsViewFindsTheFirstOtherAnswer() throws Exception {
        Reproduced fed = feed(played(), 1); // the quick-start bot's view: it heals and throws grenades, the pack does not

        assertThat(fed.differsAt()).isNotNull();
        assertThat(fed.detail()).contains("recorded ", ", the strategy now answers ");
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("move " + fed.differsAt() + ", trooper ",
                "answers differ from the recording");
    }
}
