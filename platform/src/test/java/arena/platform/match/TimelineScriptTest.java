package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The replay player's time line and address ({@code /js/timeline.js}) in node: the turn an address asks for, the
 * address of a moment, and the marks of a viewer merged by frame.
 */
class TimelineScriptTest {

    @TempDir
    Path dir;

    ViewerScripts scripts;

    @BeforeEach
    void serve() throws Exception {
        scripts = new ViewerScripts(dir).serve("META-INF/resources/js/timeline.js", "js/timeline.js")
                .serve("META-INF/resources/games/labels.js", "games/labels.js");
    }

    private JsonNode run(String expression) throws Exception {
        return scripts.run(ViewerScripts.englishLabels(null), """
                import * as t from './js/timeline.js';
                console.log(JSON.stringify(%s));
                """.formatted(expression));
    }

    @Test
    void anAddressAsksForATurnInItsQueryOrAfterItsHash() throws Exception {
        JsonNode asked = run("""
                [t.requestedMoment('?turn=143', ''), t.requestedMoment('?lang=fa&turn=3&step=2', ''),
                 t.requestedMoment('', '#turn=7'), t.requestedMoment('?turn=5', '#turn=7')]""");
        assertThat(asked.get(0).get("turn").asInt()).isEqualTo(143);
        assertThat(asked.get(0).get("step").asInt()).isZero();
        assertThat(asked.get(1).get("turn").asInt()).isEqualTo(3);
        assertThat(asked.get(1).get("step").asInt()).isEqualTo(2);
        assertThat(asked.get(2).get("turn").asInt()).isEqualTo(7);
        assertThat(asked.get(3).get("turn").asInt()).as("the query wins over the hash").isEqualTo(5);
    }

    @Test
    void anAddressWithoutAWholeTurnAsksForNone() throws Exception {
        JsonNode asked = run("""
                [t.requestedMoment('', ''), t.requestedMoment('?turn=-1', ''), t.requestedMoment('?turn=abc', ''),
                 t.requestedMoment('?turn=1e3', ''), t.requestedMoment('?turn=', ''), t.requestedMoment('?turn=12345678901', ''),
                 t.requestedMoment('?turn=4&step=x', '')]""");
        for (int i = 0; i < 6; i++) {
            assertThat(asked.get(i).isNull()).as("address %d", i).isTrue();
        }
        assertThat(asked.get(6).get("step").asInt()).as("a broken step is the turn's first frame").isZero();
    }

    @Test
    void theAddressOfAMomentKeepsTheRestAndNamesTheStepOnlyInsideATurn() throws Exception {
        JsonNode addresses = run("""
                [t.addressOf('http://h/matches/5?lang=fa', 12, 0), t.addressOf('http://h/matches/5?turn=3&step=2', 4, 0),
                 t.addressOf('http://h/matches/5', 4, 3), t.addressOf('http://h/matches/5#turn=9', 10, 0),
                 t.addressOf('http://h/matches/5#seats', 1, 0)]""");
        assertThat(addresses.get(0).asString()).isEqualTo("http://h/matches/5?lang=fa&turn=12");
        assertThat(addresses.get(1).asString()).isEqualTo("http://h/matches/5?turn=4");
        assertThat(addresses.get(2).asString()).isEqualTo("http://h/matches/5?turn=4&step=3");
        assertThat(addresses.get(3).asString()).as("an old #turn= would contradict the query").isEqualTo("http://h/matches/5?turn=10");
        assertThat(addresses.get(4).asString()).isEqualTo("http://h/matches/5?turn=1#seats");
    }

    @Test
    void marksOfOneFrameMergeAndTheWorstKindShows() throws Exception {
        JsonNode merged = run("""
                t.mergeMarks([
                  { frame: 7, kind: 'score', text: 'points: P1 1' },
                  { frame: 3, kind: 'spell', text: 'spells cast: P2 haste' },
                  { frame: 7, kind: 'crash', text: 'crashed: P2' },
                  { frame: 7, kind: 'score', text: 'points: P1 1' },
                  { frame: 99, kind: 'death', text: 'killed: P3' },
                  { frame: 2, kind: 'party', text: 'not a kind' },
                  { kind: 'death', text: 'no frame' },
                ], 20)""");
        assertThat(merged).hasSize(3);
        assertThat(merged.get(0).get("frame").asInt()).isEqualTo(3);
        assertThat(merged.get(1).get("frame").asInt()).isEqualTo(7);
        assertThat(merged.get(1).get("kind").asString()).isEqualTo("crash");
        assertThat(merged.get(1).get("texts").toString()).isEqualTo("[\"points: P1 1\",\"crashed: P2\"]");
        assertThat(merged.get(2).get("frame").asInt()).as("a frame past the end is the last").isEqualTo(19);
    }

    @Test
    void aFramesPlaceRunsFromTheLeftEndToTheRightEnd() throws Exception {
        JsonNode places = run("[t.placeOf(0, 11), t.placeOf(5, 11), t.placeOf(10, 11), t.placeOf(0, 1)]");
        assertThat(places.get(0).asDouble()).isZero();
        assertThat(places.get(1).asDouble()).isEqualTo(50.0);
        assertThat(places.get(2).asDouble()).isEqualTo(100.0);
        assertThat(places.get(3).asDouble()).isZero();
    }

    @Test
    void keysStepAndPlayButNotWhileTypingNorWhereTheFocusedControlUsesThem() throws Exception {
        JsonNode actions = run("""
                [' ', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'a'].map((key) => t.keyAction({ key, target: document.body }))
                  .concat([
                    t.keyAction({ key: 'ArrowRight', target: { tagName: 'INPUT', type: 'text' } }),
                    t.keyAction({ key: ' ', target: { tagName: 'TEXTAREA' } }),
                    t.keyAction({ key: 'Home', target: { tagName: 'DIV', isContentEditable: true } }),
                    t.keyAction({ key: ' ', target: { tagName: 'BUTTON' } }),
                    t.keyAction({ key: 'ArrowRight', target: { tagName: 'BUTTON' } }),
                    t.keyAction({ key: 'ArrowRight', target: { tagName: 'INPUT', type: 'range' } }),
                    t.keyAction({ key: ' ', target: { tagName: 'INPUT', type: 'range' } }),
                    t.keyAction({ key: 'ArrowLeft', target: { tagName: 'SELECT' } }),
                    t.keyAction({ key: 'ArrowRight', ctrlKey: true, target: document.body }),
                    t.keyAction({ key: 'End', defaultPrevented: true, target: document.body }),
                  ])""".replace("document.body", "{ tagName: 'BODY' }"));
        assertThat(actions.toString()).isEqualTo(
                "[\"toggle\",-1,1,\"first\",\"last\",null,null,null,null,null,1,null,\"toggle\",null,null,null]");
    }
}
