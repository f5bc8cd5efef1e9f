package arena.game.bomber.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.bomber.BomberEngine;
import arena.game.bomber.bots.IdleBot;
import arena.testing.Matches;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Spec §13: a game re-simulates exactly from its inputs; edited inputs make a new game. */
class ReplayTest {

    private static final BomberEngine ENGINE = new BomberEngine();

    private static Outcome played;
    private static JsonNode replay;

    @BeforeAll
    static void playOneGame() throws InterruptedException {
        played = Matches.play(ENGINE, "4p", "classic", 5, Map.of(), "quickstart", "random", "quickstart", "random");
        replay = ReplayWriter.read(played.replay());
    }

    @Test
    void theReplayHoldsEveryInputAndEverySnapshot() {
        assertThat(replay.path("game").asString()).isEqualTo("bomber");
        assertThat(replay.path("seed").asLong()).isEqualTo(5);
        assertThat(replay.path("map").path("rows")).hasSize(15);
        assertThat(replay.path("config").path("gameTicksMax").asInt()).isEqualTo(300);
        assertThat(replay.path("players")).hasSize(4);
        int ticks = played.turns();
        assertThat(replay.path("ticks")).hasSize(ticks);
        assertThat(replay.path("snapshots")).hasSize(ticks + 1);
        assertThat(replay.path("snapshots").get(0).path("tick").asInt()).isZero();
        assertThat(replay.path("snapshots").get(ticks).path("tick").asInt()).isEqualTo(ticks);
        JsonNode first = replay.path("ticks").get(0);
        assertThat(first.path("order")).hasSize(4);
        assertThat(first.path("commands")).hasSize(4);
        assertThat(first.path("timeMs")).hasSize(4);
        assertThat(replay.path("result").path("players").get(0).has("place")).isTrue();
    }

    @Test
    void reSimulatingTheRecordedInputsReproducesTheGame() {
        GameRecord again = Resimulation.run(ReplayReader.read(played.replay()));
        JsonNode copy = ReplayWriter.read(ReplayDocument.write(again));

        assertThat(copy.path("snapshots")).isEqualTo(replay.path("snapshots"));
        for (int t = 0; t < played.turns(); t++) {
            for (String field : List.of("tick", "order", "commands", "crashedNow")) {
                assertThat(copy.path("ticks").get(t).path(field)).isEqualTo(replay.path("ticks").get(t).path(field));
            }
        }
    }

    @Test
    void theCommandFileRoundTrips() {
        RecordedGame inputs = ReplayReader.read(played.replay());
        String text = CommandFile.write(inputs);

        assertThat(text).contains("seed 5\n", "map classic 15x15\n", "player 1 ");
        assertThat(CommandFile.write(CommandFile.parse(text))).isEqualTo(text);
        assertThat(ReplayWriter.read(ReplayDocument.write(Resimulation.run(CommandFile.parse(text)))).path("snapshots"))
                .isEqualTo(replay.path("snapshots"));
    }

    @Test
    void anEditedCommandFileIsANewGame() {
        String text = CommandFile.write(ReplayReader.read(played.replay()));
        // Player 1 bombs his start cell in tick 1 and then never moves: he dies in tick 4.
        String edited = Arrays.stream(text.split("\n")).map(line -> {
            String[] words = line.split("\\s+");
            if (!line.isEmpty() && Character.isDigit(line.charAt(0)) && words.length == 6) {
                words[2] = words[0].equals("1") ? "BOMB" : "WAIT";
                return String.join(" ", words);
            }
            return line;
        }).collect(Collectors.joining("\n"));

        GameRecord game = Resimulation.run(CommandFile.parse(edited));

        assertThat(game.snapshots().get(4).player(1).alive()).isFalse();
        assertThat(game.snapshots().get(3).player(1).alive()).isTrue();
    }

    @Test
    void crashAndDashInACommandFile() {
        String text = """
                bomber-commands 1
                seed 9
                config gameTicksMax=5
                player 1 alice
                player 2 bob
                map tiny 5x3
                1...2
                .....
                #####
                1 1,2 RIGHT LEFT
                2 * RIGHT CRASH
                3 2,1 - RIGHT
                """;

        GameRecord game = Resimulation.run(CommandFile.parse(text));

        assertThat(game.finalBoard().tick()).isEqualTo(5);
        assertThat(game.finalBoard().player(1).x()).isEqualTo(2);
        assertThat(game.finalBoard().player(2).x()).isEqualTo(3);
        assertThat(game.finalBoard().player(2).crashed()).isTrue();
        assertThat(game.player(2).crashedTick()).isEqualTo(2);
        assertThat(game.ticks().get(1).input().order()).hasSize(2);
    }

    @Test
    void mistakesInACommandFileAreNamedByLine() {
        String text = "bomber-commands 1\nseed 1\nplayer 1 a\nplayer 2 b\nmap m 3x1\n1.2\n1 * JUMP WAIT\n";
        assertThatThrownBy(() -> CommandFile.parse(text))
                .hasMessage("command file line 7: unknown command \"JUMP\" for P1 (use WAIT UP DOWN LEFT RIGHT BOMB, - or CRASH)");
        assertThatThrownBy(() -> CommandFile.parse("seed 1\n")).hasMessageContaining("not a bomber command file");
        assertThatThrownBy(() -> CommandFile.parse(text.replace("1 * JUMP WAIT", "1 * WAIT")))
                .hasMessageContaining("line 7: expected the tick, the order and 2 commands");
    }

    @Test
    void theCommandsOptionPlaysTheFileInsteadOfAskingTheSeats() throws InterruptedException {
        String text = CommandFile.write(ReplayReader.read(played.replay()));
        List<IdleBot> idle = new ArrayList<>();
        List<BiFunction<Integer, SeatEvents, Seat>> seats = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            seats.add((index, events) -> {
                IdleBot bot = new IdleBot(index, "idle", events);
                idle.add(bot);
                return bot;
            });
        }
        Outcome outcome = Matches.play(ENGINE, "4p", null, 123, Map.of("commands", text), Matches.SHORT,
                seats);

        assertThat(ReplayWriter.read(outcome.replay()).path("snapshots")).isEqualTo(replay.path("snapshots"));
        assertThat(outcome.turns()).isEqualTo(played.turns());
        assertThat(idle).allMatch(IdleBot::stopped);
    }
}
