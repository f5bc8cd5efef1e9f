package arena.game.smartdog.rules;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.smartdog.maps.MapParser;
import arena.game.smartdog.maps.Tiling;
import arena.game.smartdog.protocol.ClientLine;
import arena.game.smartdog.protocol.TurnCommands;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * 250 random games recorded on the original engine (repository AlexeyGrishin/smart-dog at ce43360, its
 * unchanged game code driven by a local harness, 2026-11): random tiles of 1-4 players, random options and
 * random {@code do} lines, valid and not. Each line of {@code original-engine-games.jsonl.gz} holds the
 * scenario (in the machine-readable form of spec §12) and, per turn, what the original produced: every
 * player's view before the commands (dog ids as creation numbers), the warnings in order, each object after
 * the turn ({@code [S, x, y, direction, panicCounter]} or {@code [D, x, y, action, voice]}), the scores; and
 * the winner. This engine must produce the same, turn by turn.
 */
class OriginalEngineRecordingsTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void everyRecordedGamePlaysAsOnTheOriginalEngine() throws IOException {
        int games = 0;
        for (JsonNode recording : recordings()) {
            JsonNode scenario = recording.path("scenario");
            JsonNode original = recording.path("original");
            Played played = play(scenario);
            List<JsonNode> turns = played.turns();
            assertThat(turns).as("game %d: turns of %s", games, scenario).hasSize(original.path("turns").size());
            for (int t = 0; t < turns.size(); t++) {
                JsonNode ours = turns.get(t);
                JsonNode theirs = original.path("turns").get(t);
                for (String key : List.of("views", "replies", "after")) {
                    assertThat(ours.path(key)).as("game %d turn %d %s of %s", games, t + 1, key, scenario)
                            .isEqualTo(theirs.path(key));
                }
                for (int p = 0; p < theirs.path("scores").size(); p++) {
                    assertThat(ours.path("scores").get(p).doubleValue()).as("game %d turn %d score of P%d", games, t + 1, p + 1)
                            .isEqualTo(theirs.path("scores").get(p).doubleValue());
                }
            }
            assertThat(played.winner()).as("game %d winner", games)
                    .isEqualTo(original.path("winner").asInt(0));
            games++;
        }
        assertThat(games).isEqualTo(250);
    }

    /** A game on this engine: each turn in the recording's shape, and the winner (0 for none). */
    private record Played(List<JsonNode> turns, int winner) {
    }

    private static Played play(JsonNode scenario) {
        Map<String, Integer> options = new HashMap<>();
        scenario.path("options").properties().forEach(e -> options.put(e.getKey(), e.getValue().intValue()));
        StringJoiner map = new StringJoiner("\n");
        scenario.path("map").forEach(row -> map.add(row.asString()));
        Game game = new Game(Tiling.build(MapParser.parse("recorded", map.toString()), scenario.path("players").intValue()),
                SmartDogRules.HUB_DEFAULTS.with(options));
        List<JsonNode> turns = new ArrayList<>();
        while (!game.over()) {
            game.beginTurn();
            var turn = JSON.createObjectNode();
            var views = turn.putArray("views");
            for (int p = 1; p <= game.players(); p++) {
                var view = views.addArray();
                for (Sighting s : game.view(p)) {
                    var o = view.addObject();
                    if (s instanceof Sighting.SeenDog d) {
                        o.put("id", d.id()).put("type", "Dog").put("x", d.x()).put("y", d.y()).put("owner", d.owner())
                                .put("action", d.action());
                        if (d.barking()) {
                            o.put("voice", "barking");
                        }
                    } else if (s instanceof Sighting.SeenSheep sheep) {
                        o.put("type", "Sheep").put("x", sheep.x()).put("y", sheep.y()).put("action", sheep.action())
                                .put("direction", sheep.direction().word());
                    } else {
                        o.put("voice", "barking").put("x", s.x()).put("y", s.y());
                    }
                }
            }
            var replies = turn.putArray("replies");
            JsonNode commands = scenario.path("turns").get(game.turn() - 1);
            if (commands != null) {
                for (JsonNode command : commands) {
                    String line = command.asString();
                    int player = Integer.parseInt(line.substring(1, line.indexOf(':')));
                    TurnCommands.Reply reply = TurnCommands.apply(game, player, ClientLine.parse(line.substring(line.indexOf(':') + 1)));
                    if (reply.reply() != null) {
                        replies.add("P" + player + " " + reply.reply().stripTrailing());
                    }
                }
            }
            game.endTurn();
            var after = turn.putArray("after");
            for (Animal a : game.pasture().animals()) {
                var entry = after.addArray();
                if (a instanceof Sheep s) {
                    entry.add("S").add(s.x()).add(s.y()).add(s.direction().word()).add(s.panicked() ? s.panicCounter() : 0);
                } else {
                    Dog d = (Dog) a;
                    entry.add("D").add(d.x()).add(d.y()).add(!d.scared() ? "move" : d.indignant() ? "indignant" : "panic")
                            .add(d.barkingVisible() ? "barking" : "");
                }
            }
            var scores = turn.putArray("scores");
            for (int p = 1; p <= game.players(); p++) {
                scores.add(game.score(p));
            }
            turns.add(turn);
        }
        return new Played(turns, game.winner());
    }

    private static List<JsonNode> recordings() throws IOException {
        List<JsonNode> lines = new ArrayList<>();
        try (var in = OriginalEngineRecordingsTest.class.getResourceAsStream("original-engine-games.jsonl.gz");
                var reader = new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!line.isBlank()) {
                    lines.add(JSON.readTree(line));
                }
            }
        }
        return lines;
    }
}
