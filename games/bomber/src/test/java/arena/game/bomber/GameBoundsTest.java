package arena.game.bomber;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.Bounds;
import arena.game.api.CommandFiles;
import arena.game.api.MatchSetup;
import arena.game.api.Phrase;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.bomber.bots.IdleBot;
import arena.game.bomber.protocol.BomberProtocol;
import arena.game.bomber.replay.CommandFile;
import arena.game.bomber.replay.GameRecord;
import arena.game.bomber.replay.ReplayDocument;
import arena.game.bomber.replay.Resimulation;
import arena.game.bomber.replay.TickRecord;
import arena.game.bomber.rules.BomberRules;
import arena.testing.Matches;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every value a user sets in a command file is bounded by the engine's declared {@link Bounds}: out of
 * bounds is refused with a sentence (by {@code scriptedGame}, and again by {@code play} when nobody
 * checked before), never clamped.
 */
class GameBoundsTest {

    private final BomberEngine engine = new BomberEngine();
    private final CommandFiles commandFiles = engine.commandFiles().orElseThrow();

    private static String file(String config, String... extra) {
        return "bomber-commands 1\nseed 7\nconfig " + config + "\nplayer 1 alice\nplayer 2 bob\nmap tiny 5x3\n"
                + "1...2\n.....\n#####\n" + String.join("\n", extra) + "\n";
    }

    @Test
    void fiftyThousandTicksAreRefusedByTheEngineBeforeAndDuringPlay() {
        String tooLong = file("gameTicksMax=50000");
        assertThatThrownBy(() -> commandFiles.scriptedGame(tooLong)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("command file line 3: gameTicksMax must be between 1 and 1000, not 50000");

        // the engine refuses it even if the platform did not ask scriptedGame first
        SeatHub hub = new SeatHub(new MatchSetup("2p", null, 7, List.of("a", "b"), Matches.SHORT,
                Map.of(BomberEngine.OPTION_COMMANDS, tooLong)));
        hub.add(new IdleBot(0, "a", hub));
        hub.add(new IdleBot(1, "b", hub));
        assertThatThrownBy(() -> engine.play(hub)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("gameTicksMax must be between 1 and 1000");

        // and the option of live games as well
        SeatHub live = new SeatHub(new MatchSetup("2p", "classic", 7, List.of("a", "b"), Matches.SHORT,
                Map.of(BomberEngine.OPTION_MAX_TICKS, "50000")));
        live.add(new IdleBot(0, "a", live));
        live.add(new IdleBot(1, "b", live));
        assertThatThrownBy(() -> engine.play(live)).hasMessageContaining("gameTicksMax must be between 1 and 1000");
        assertThatThrownBy(() -> engine.maxMoves(live.setup())).hasMessageContaining("between 1 and 1000");
    }

    static List<Bounds.Setting> settings() {
        return BomberRules.SETTINGS;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("settings")
    void everyConfigValueIsDeclaredAndRefusedJustOutsideItsRange(Bounds.Setting setting) {
        assertThat(engine.info().bounds().setting(setting.name())).contains(setting);
        assertThatCode(() -> commandFiles.scriptedGame(file(setting.name() + "=" + setting.max()))).doesNotThrowAnyException();
        assertThatCode(() -> commandFiles.scriptedGame(file(setting.name() + "=" + setting.min()))).doesNotThrowAnyException();
        assertThatThrownBy(() -> commandFiles.scriptedGame(file(setting.name() + "=" + (setting.max() + 1))))
                .hasMessageContaining(setting.name() + " must be between " + setting.min() + " and " + setting.max());
        assertThatThrownBy(() -> commandFiles.scriptedGame(file(setting.name() + "=" + (setting.min() - 1))))
                .hasMessageContaining(setting.name() + " must be between");
    }

    @Test
    void namesMapsTicksAndOrdersAreBounded() {
        String longName = "x".repeat(Bounds.NAME_CHARS + 1);
        assertThatThrownBy(() -> commandFiles.scriptedGame(file("gameTicksMax=5").replace("alice", longName)))
                .hasMessage("command file line 4: the player name \"xxxxxxxxxxxxxxxx...\" has 65 characters; at most 64 "
                        + "are allowed");
        assertThat(commandFiles.scriptedGame(file("gameTicksMax=5").replace("alice", "x".repeat(64))).names().get(0))
                .hasSize(64);
        assertThatThrownBy(() -> commandFiles.scriptedGame(file("gameTicksMax=5").replace("player 2 bob", "player 9 bob")))
                .hasMessageContaining("line 5: player ids are 1 to 4, not 9");
        assertThatThrownBy(() -> commandFiles.scriptedGame(file("gameTicksMax=5").replace("map tiny", "map " + longName)))
                .hasMessageContaining("the map name has 65 characters; at most 64");
        assertThatThrownBy(() -> commandFiles.scriptedGame(file("gameTicksMax=5").replace("5x3", "5x2000000000")))
                .hasMessageContaining("a map has 1 to 50 rows, not 2000000000");
        assertThatThrownBy(() -> commandFiles.scriptedGame(file("gameTicksMax=5", "1001 * WAIT WAIT")))
                .hasMessageContaining("line 10: tick 1001 is after the end of the longest game (1000 ticks)");
        assertThatThrownBy(() -> commandFiles.scriptedGame(file("gameTicksMax=5", "1 2,2 WAIT WAIT")))
                .hasMessageContaining("the order 2,2 must list player ids 1 to 2, each at most once");
        assertThatThrownBy(() -> commandFiles.scriptedGame(file("gameTicksMax=5", "1 1,7 WAIT WAIT")))
                .hasMessageContaining("the order 1,7 must list player ids 1 to 2");
    }

    @Test
    void aCommandFileOverItsSizeIsRefusedBeforeItIsRead() {
        String comments = ("# " + "c".repeat(1022) + "\n").repeat(BomberRules.MAX_COMMAND_FILE_BYTES / 1024);
        assertThatThrownBy(() -> commandFiles.scriptedGame(file("gameTicksMax=5") + comments))
                .hasMessage("the command file has 257 KiB; at most 256 KiB are allowed");
        assertThat(engine.info().bounds().maxCommandFileBytes()).isEqualTo(BomberRules.MAX_COMMAND_FILE_BYTES);
    }

    @Test
    void theWallTimeOfAGameFollowsItsTicks() {
        assertThat(engine.maxMoves(new MatchSetup("2p", null, 1, List.of("a", "b"), Matches.SHORT, Map.of()))).isEqualTo(301);
        assertThat(engine.maxMoves(new MatchSetup("2p", null, 1, List.of("a", "b"), Matches.SHORT,
                Map.of(BomberEngine.OPTION_MAX_TICKS, "40")))).isEqualTo(41);
        assertThat(engine.maxMoves(new MatchSetup("2p", null, 1, List.of("a", "b"), Matches.SHORT,
                Map.of(BomberEngine.OPTION_COMMANDS, file("gameTicksMax=1000"))))).isEqualTo(1001);
        assertThat(engine.info().bounds().maxMoves()).isEqualTo(1001);
    }

    /**
     * The longest legal game on the largest map, four players that all answer every tick with the longest
     * debug text of characters JSON must escape and an invalid answer (its English and its words, key and
     * arguments, beside it): its replay stays under three eighths of the replay cap, so no strategy can push a
     * legal game over it.
     */
    @Test
    void theLongestLegalGameOnTheLargestMapStaysFarUnderTheReplayCap() {
        StringBuilder text = new StringBuilder("bomber-commands 1\nseed 3\nconfig gameTicksMax=1000\n");
        for (int id = 1; id <= 4; id++) {
            text.append("player ").append(id).append(' ').append(String.valueOf((char) ('a' + id)).repeat(64)).append('\n');
        }
        text.append("map ").append("m".repeat(64)).append(" 50x50\n");
        for (int y = 0; y < 50; y++) {
            String row = y == 0 ? "1" + ".".repeat(48) + "2" : y == 49 ? "3" + ".".repeat(48) + "4" : ".".repeat(50);
            text.append(row).append('\n');
        }
        GameRecord game = Resimulation.run(CommandFile.parse(text.toString()));
        assertThat(game.ticks()).hasSize(1000);

        String debug = "\u0001".repeat(BomberRules.MAX_DEBUG_CHARS);
        Phrase invalid = BomberProtocol.answer("\"".repeat(200), 1).problem();
        List<TickRecord> talkative = new ArrayList<>();
        for (TickRecord tick : game.ticks()) {
            Map<Integer, String> debugs = new HashMap<>();
            Map<Integer, Double> times = new HashMap<>();
            Map<Integer, Phrase> invalids = new HashMap<>();
            for (int id = 1; id <= 4; id++) {
                debugs.put(id, debug);
                times.put(id, 999.999);
                invalids.put(id, invalid);
            }
            talkative.add(new TickRecord(tick.input(), debugs, times, invalids));
        }
        byte[] replay = ReplayDocument.write(new GameRecord(game.map(), game.rules(), game.seed(), game.players(),
                talkative, game.snapshots()));

        assertThat(ReplayWriter.isOversized(replay)).isFalse();
        assertThat(replay.length).isLessThan(ReplayWriter.MAX_BYTES / 8 * 3);
    }
}
