package arena.game.troopers.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ExitStatus;
import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.troopers.TroopersEngine;
import arena.game.troopers.protocol.ClientMessages;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.protocol.ServerMessage;
import arena.game.troopers.protocol.ServerReader;
import arena.game.troopers.rules.Action;
import arena.testing.VirtualMatch;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The replay's crash event and the seat's verdict are one verdict, the final one (spec §5.11, D20). */
class CrashVerdictTest {

    /**
     * A strategy that dies with an exit code closes its connection first: for a moment the crash is a closed
     * connection, then the exit arrives and is the verdict. The replay, written while the game goes on, says
     * what the seat's verdict says.
     */
    @Test
    void aClosedConnectionFollowedByAnExitIsARuntimeErrorInTheReplayToo() throws InterruptedException {
        VirtualMatch match = new VirtualMatch("2x3", "empty", TroopersEngine.LIMITS, Map.of("moves", "2"), 2);
        match.add(new QuittingClient(0, match));
        match.add(new SlowClient(1, match, 0, Action.END_TURN));
        Outcome outcome = new TroopersEngine().play(match);

        assertThat(outcome.result(0).verdict().code()).isEqualTo(ReasonCode.RUNTIME_ERROR);
        assertThat(outcome.result(0).verdict().turn()).isZero();
        List<String> crashes = new ArrayList<>();
        for (JsonNode event : ReplayWriter.read(outcome.replay()).path("events")) {
            if (event.has("crash")) {
                assertThat(event.get("crash").asLong()).isEqualTo(1);
                crashes.add(event.get("verdict").asString());
            }
        }
        assertThat(crashes).containsExactly(outcome.result(0).verdict().toString());
    }

    /**
     * The crash event carries the verdict as a phrase beside its English too: the same text, and the reader's own
     * words for a viewer in Russian.
     */
    @Test
    void theCrashEventsVerdictIsAPhraseBesideItsEnglish() throws InterruptedException {
        VirtualMatch match = new VirtualMatch("2x3", "empty", TroopersEngine.LIMITS, Map.of("moves", "2"), 2);
        match.add(new QuittingClient(0, match));
        match.add(new SlowClient(1, match, 0, Action.END_TURN));
        Outcome outcome = new TroopersEngine().play(match);

        JsonNode crash = null;
        for (JsonNode event : ReplayWriter.read(outcome.replay()).path("events")) {
            crash = event.has("crash") ? event : crash;
        }
        assertThat(crash).isNotNull();
        Phrase phrase = JsonMapper.builder().build().treeToValue(crash.path("verdictPhrase"), Phrase.class);
        assertThat(phrase.text()).isEqualTo(crash.path("verdict").asString())
                .isEqualTo(outcome.result(0).verdict().toString());
        String russian = Phrases.of(TroopersEngine.class, "troopers").text(phrase, Locale.forLanguageTag("ru")).orElseThrow();
        assertThat(russian).startsWith("RUNTIME_ERROR: ").isNotEqualTo(phrase.text()).contains("3");
    }

    /** Greets, then at its first PLAYER_CONTEXT closes the connection and exits with code 3 a little later. */
    private static final class QuittingClient implements Seat {

        private final int index;
        private final VirtualMatch match;
        private final ServerReader reader = new ServerReader(Protocol.VERSION);
        private boolean quit;

        QuittingClient(int index, VirtualMatch match) {
            this.index = index;
            this.match = match;
            match.after(0, at -> new SeatEvent.Connected(this, at));
            match.after(0, at -> new SeatEvent.Received(this, ClientMessages.token(Protocol.DEFAULT_TOKEN), at));
        }

        @Override
        public int index() {
            return index;
        }

        @Override
        public String name() {
            return "quitter";
        }

        @Override
        public void send(byte[] data) {
            for (ServerMessage message : reader.feed(data)) {
                if (message instanceof ServerMessage.TeamSize) {
                    match.after(0, at -> new SeatEvent.Received(this, ClientMessages.protocolVersion(2), at));
                } else if (message instanceof ServerMessage.Context && !quit) {
                    quit = true;
                    match.after(5, at -> new SeatEvent.Disconnected(this, at));
                    match.after(30, at -> new SeatEvent.Exited(this, ExitStatus.exitCode(3), at));
                }
            }
        }

        @Override
        public void kill() {
        }
    }
}
