package arena.game.smartdog.rules;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.smartdog.maps.MapParser;
import arena.game.smartdog.maps.Tiling;
import arena.game.smartdog.protocol.ClientLine;
import arena.game.smartdog.protocol.ServerLines;
import arena.game.smartdog.protocol.TurnCommands;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Plays a test vector of spec §12 from its machine-readable scenario and describes the state in the
 * vectors' own notation, so a test compares with the spec's lines as they are written.
 */
final class Scenario {

    private final Game game;
    private final List<List<String>> turns = new ArrayList<>();
    private String last;

    private Scenario(Game game) {
        this.game = game;
    }

    static Scenario parse(String json) {
        JsonNode scenario = JsonMapper.builder().build().readTree(json);
        Map<String, Integer> options = new HashMap<>();
        scenario.path("options").properties().forEach(e -> options.put(e.getKey(), e.getValue().intValue()));
        StringJoiner map = new StringJoiner("\n");
        scenario.path("map").forEach(row -> map.add(row.asString()));
        Layout layout = Tiling.build(MapParser.parse("scenario", map.toString()), scenario.path("players").intValue());
        Scenario s = new Scenario(new Game(layout, SmartDogRules.HUB_DEFAULTS.with(options)));
        for (JsonNode turn : scenario.path("turns")) {
            List<String> lines = new ArrayList<>();
            turn.forEach(line -> lines.add(line.asString()));
            s.turns.add(lines);
        }
        s.last = s.describe();
        return s;
    }

    Game game() {
        return game;
    }

    Scenario starts(String description) {
        assertThat(describe()).as("initial state").isEqualTo(description);
        return this;
    }

    /** Plays the next turn, which must be turn {@code n}, and checks the warnings it produced. */
    Scenario turn(int n, String... warnings) {
        game.beginTurn();
        assertThat(game.turn()).isEqualTo(n);
        List<String> replies = new ArrayList<>();
        for (String command : n <= turns.size() ? turns.get(n - 1) : List.<String>of()) {
            int player = Integer.parseInt(command.substring(1, command.indexOf(':')));
            TurnCommands.Reply reply = TurnCommands.apply(game, player, ClientLine.parse(command.substring(command.indexOf(':') + 1)));
            if (reply.reply() != null) {
                replies.add("P" + player + " " + reply.reply().stripTrailing());
            }
        }
        game.endTurn();
        assertThat(replies).as("turn %d replies", n).containsExactly(warnings);
        return this;
    }

    Scenario after(String description) {
        String now = describe();
        assertThat(now).as("after turn %d", game.turn()).isEqualTo(description);
        last = now;
        return this;
    }

    Scenario unchanged() {
        return after(last);
    }

    Scenario scores(String scores) {
        StringJoiner s = new StringJoiner(", ");
        for (int p = 1; p <= game.players(); p++) {
            double v = game.score(p);
            s.add("P" + p + "=" + (v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v)));
        }
        assertThat(s.toString()).as("scores after turn %d", game.turn()).isEqualTo(scores);
        return this;
    }

    void finishes(String lines) {
        assertThat(game.over()).as("the game is over").isTrue();
        StringJoiner s = new StringJoiner("; ");
        int winner = game.winner();
        for (int p = 1; p <= game.players(); p++) {
            s.add("P" + p + " " + ServerLines.finished(winner == p, winner, null).stripTrailing());
        }
        assertThat(s.toString()).isEqualTo(lines);
    }

    /** {@code #1 sheep (3,1) left PANIC=2 by #2 chain[#3,#2]; #3 dog P1 (4,2) panic=2 barked}. */
    String describe() {
        StringJoiner all = new StringJoiner("; ");
        for (Animal a : game.pasture().animals()) {
            StringBuilder s = new StringBuilder("#").append(a.id());
            if (a instanceof Sheep sheep) {
                s.append(" sheep (").append(a.x()).append(',').append(a.y()).append(") ").append(sheep.direction().word());
                if (sheep.panicked()) {
                    s.append(" PANIC=").append(sheep.panicCounter()).append(" by #").append(sheep.panicSource().id())
                            .append(" chain[");
                    StringJoiner chain = new StringJoiner(",");
                    sheep.chain().toList().forEach(link -> chain.add("#" + link.id()));
                    s.append(chain).append(']');
                }
            } else {
                Dog dog = (Dog) a;
                s.append(" dog P").append(dog.owner()).append(" (").append(a.x()).append(',').append(a.y()).append(')');
                if (dog.scared()) {
                    s.append(dog.indignant() ? " indignant=" : " panic=").append(dog.scareCounter());
                }
                if (dog.barkingVisible()) {
                    s.append(" barked");
                }
            }
            all.add(s);
        }
        return all.toString();
    }
}
