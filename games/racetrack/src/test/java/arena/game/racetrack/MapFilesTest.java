package arena.game.racetrack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.GameMap;
import arena.game.api.Limits;
import arena.game.api.MapFiles;
import arena.game.api.MapSymbol;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An organizer's secret track: checked by the rules of spec §4 on upload, played under its own id. */
class MapFilesTest {

    private static final Limits SHORT = new Limits(Duration.ofSeconds(5), Duration.ofSeconds(5), Duration.ZERO, 512,
            1_048_576);
    private static final String TRACK = "1 RRRRUUUULLLLLLLLDDDDRRRR";

    private final RacetrackEngine engine = new RacetrackEngine();
    private final MapFiles files = engine.mapFiles().orElseThrow();

    @Test
    void aValidTrackIsAOneSeatMapWhoseDataIsTheTrack() {
        GameMap map = files.read("monza", "Monza", TRACK + "\n");

        assertThat(map).isEqualTo(new GameMap("monza", "Monza", 1, TRACK));
    }

    @Test
    void aBrokenTrackIsRefusedWithTheRuleItBreaks() {
        assertThatThrownBy(() -> files.read("bad", "Bad", "2 LLLUUUURRRRRRDDDDLLL"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("V7: ");
        assertThatThrownBy(() -> files.read("bad", "Bad", "1 LLLUUU"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("V4: the axis ends at");
    }

    @Test
    void aMatchPlaysTheUploadedTrackAndItsReplayNamesTheMapId() throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("solo", "monza", 1, List.of("solver"), SHORT,
                Map.of(MapFiles.TEXT_OPTION, TRACK + "\n")));
        hub.add(engine.createBot("solver", 0, "solver", hub));
        Outcome outcome = engine.play(hub);

        assertThat(outcome.result(0).status()).isEqualTo("FINISHED");
        assertThat(outcome.summary()).startsWith("Finished monza in ");
        assertThat(ReplayWriter.read(outcome.replay()).get("map").asText()).isEqualTo("monza");
        assertThat(ReplayWriter.read(outcome.replay()).get("track").asText()).isEqualTo(TRACK);
    }

    @Test
    void theLegendNamesTheWidthAndTheAxisLettersWithTheRulesNumbers() {
        assertThat(files.legend()).extracting(MapSymbol::symbols).containsExactly("0–20", "U D L R");
        assertThat(files.legend().get(0).meaning().text()).contains("from 0 to 20");
        assertThat(files.legend().get(1).meaning().text()).contains("up, down, left or right");
    }
}
