package arena.game.bomber.rules;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.bomber.maps.MapParser;
import arena.game.bomber.protocol.Answer;
import arena.game.bomber.protocol.BomberProtocol;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * Plays the test vectors of spec §15 directly on the rules: commands, turn orders and crashes are
 * injected; no processes, no random generator. Script and expectation blocks are the spec's text.
 */
final class BomberFixture {

    private static final Pattern TICK_LINE = Pattern.compile("t(\\d+):\\s*(.*)");
    private static final Pattern COMMAND = Pattern.compile("P(\\d)=(\\S+?)(?=,|\\s|$)");
    private static final Pattern ORDER = Pattern.compile("order=\\[([^]]*)]");
    private static final Pattern CRASH = Pattern.compile("\\(P(\\d) crashed before this tick");
    private static final Pattern PLAYER = Pattern.compile(
            "P(\\d) \\((\\d+),(\\d+)\\) (alive|DEAD) points=(\\d+) bombsCount=(\\d+) bangRadius=(\\d+)");
    private static final Pattern AFTER = Pattern.compile("after tick (\\d+): gameOver=(true|false)(?: reason=(\\w+))?");

    private final Board board;
    private final BomberRules rules;
    private final Map<Integer, String> script = new HashMap<>();

    private BomberFixture(Board board, BomberRules rules) {
        this.board = board;
        this.rules = rules;
    }

    /**
     * @param config "defaults" or overrides like "bangStartRadius=2, bombLiveTime=5"
     * @param map    the map rows, separated by new lines or " / "
     */
    static BomberFixture fromSpec(String config, String map) {
        BomberRules rules = BomberRules.DEFAULTS;
        if (!config.isBlank() && !config.trim().equals("defaults")) {
            for (String pair : config.split(",")) {
                String[] kv = pair.trim().split("=");
                rules = rules.with(kv[0].trim(), kv[1].trim());
            }
        }
        String text = String.join("\n", map.strip().replace(" / ", "\n").lines().map(String::strip).toList());
        BomberMap parsed = MapParser.parse("vector", text);
        List<String> names = IntStream.rangeClosed(1, parsed.slots().size()).mapToObj(i -> "P" + i).toList();
        return new BomberFixture(Board.start(parsed, rules, names), rules);
    }

    /** The vector's script lines ({@code t3: P1=DOWN, P2=DOWN  order=[P2,P1]}); unlisted ticks are all WAIT. */
    BomberFixture script(String lines) {
        for (String line : lines.strip().split("\n")) {
            Matcher m = TICK_LINE.matcher(line.strip());
            if (m.matches()) {
                script.put(Integer.parseInt(m.group(1)), m.group(2));
            }
        }
        return this;
    }

    /** Plays the next tick: {@code "P1=RIGHT, P2=LEFT"}, optionally with {@code order=[P2,P1]}. */
    BomberFixture tick(String line) {
        int t = board.tick() + 1;
        Matcher crash = CRASH.matcher(line);
        while (crash.find()) {
            crash(Integer.parseInt(crash.group(1)));
        }
        Map<Integer, Action> commands = new HashMap<>();
        Matcher command = COMMAND.matcher(line.replaceAll("order=\\[[^]]*]", ""));
        while (command.find()) {
            commands.put(Integer.parseInt(command.group(1)), normalise(command.group(2), t - 1));
        }
        List<Integer> order = new ArrayList<>();
        Matcher orderMatch = ORDER.matcher(line);
        if (orderMatch.find()) {
            for (String id : orderMatch.group(1).split(",")) {
                order.add(Integer.parseInt(id.strip().substring(1)));
            }
        } else {
            board.players().forEach(p -> order.add(p.id()));
        }
        Tick.apply(board, rules, commands, order);
        return this;
    }

    /** A word from the script goes through the protocol's answer check, as a bot's answer would. */
    private static Action normalise(String word, int requestTick) {
        Answer answer = BomberProtocol.answer(
                "{\"type\":\"action\",\"tick\":" + requestTick + ",\"action\":\"" + word + "\"}", requestTick);
        return answer.action();
    }

    BomberFixture crash(int playerId) {
        board.player(playerId).crash();
        return this;
    }

    /** Plays the script up to each {@code after tick N} of the block and checks the full state there. */
    BomberFixture expect(String block) {
        List<String> lines = block.strip().lines().map(String::strip).toList();
        for (int i = 0; i < lines.size(); i++) {
            Matcher after = AFTER.matcher(lines.get(i));
            if (!after.matches()) {
                continue;
            }
            int target = Integer.parseInt(after.group(1));
            while (board.tick() < target) {
                assertThat(board.over()).as("game over before tick %d", target).isFalse();
                tick(script.getOrDefault(board.tick() + 1, ""));
            }
            int end = i + 1;
            while (end < lines.size() && !lines.get(end).startsWith("after tick")) {
                end++;
            }
            check(after, lines.subList(i + 1, end));
        }
        return this;
    }

    private void check(Matcher after, List<String> expected) {
        String at = "after tick " + after.group(1) + ": ";
        assertThat(board.over()).as(at + "gameOver").isEqualTo(Boolean.parseBoolean(after.group(2)));
        if (after.group(3) != null) {
            assertThat(board.endReason()).as(at + "reason").isEqualTo(EndReason.valueOf(after.group(3)));
        }
        for (String line : expected) {
            Matcher p = PLAYER.matcher(line);
            if (p.matches()) {
                assertThat(board.player(Integer.parseInt(p.group(1))).toString()).as(at + "player").isEqualTo(line);
            } else if (line.startsWith("bombs:")) {
                assertThat(strings(board.bombs())).as(at + "bombs").containsExactlyInAnyOrderElementsOf(items(line));
            } else if (line.startsWith("lavas:")) {
                assertThat(strings(board.lavas())).as(at + "lavas").containsExactlyInAnyOrderElementsOf(items(line));
            } else if (line.startsWith("visible bonuses:")) {
                List<String> bonuses = board.bonuses().stream().map(b -> "(" + b.x() + "," + b.y() + ") " + b.type()).toList();
                assertThat(bonuses).as(at + "visible bonuses").containsExactlyInAnyOrderElementsOf(items(line));
            } else if (line.startsWith("cells:")) {
                List<String> rows = IntStream.range(0, board.height()).mapToObj(board::legendRow).toList();
                assertThat(String.join(" / ", rows)).as(at + "cells").isEqualTo(line.substring("cells:".length()).strip());
            }
        }
    }

    private static List<String> strings(List<?> objects) {
        return objects.stream().map(Object::toString).toList();
    }

    private static List<String> items(String line) {
        String list = line.substring(line.indexOf(':') + 1).strip();
        return list.equals("none") ? List.of() : List.of(list.split(";\\s*")).stream().map(String::strip).toList();
    }

    Board board() {
        return board;
    }

    Player player(int id) {
        return board.player(id);
    }
}
