package arena.game.bomber.cli;

import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatResult;
import java.io.PrintStream;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.JsonNode;

/** The result table a local run or a re-simulation prints. */
final class Summary {

    private Summary() {
    }

    static void print(PrintStream out, Outcome outcome, List<String> names) {
        JsonNode replay = ReplayWriter.read(outcome.replay());
        out.println("map " + replay.path("map").path("name").asString() + ", seed " + replay.path("seed").asLong());
        out.println(outcome.summary());
        out.printf(Locale.ROOT, "%-5s %-4s %-24s %6s %5s %-6s %s%n", "place", "id", "name", "points", "kills",
                "status", "verdict");
        List<SeatResult> byPlace = outcome.results().stream()
                .sorted(Comparator.comparingInt(SeatResult::place).thenComparingInt(SeatResult::seat))
                .toList();
        for (SeatResult result : byPlace) {
            out.printf(Locale.ROOT, "%-5d %-4s %-24s %6s %5s %-6s %s%n", result.place(),
                    result.details().get("bomber"), cut(names.get(result.seat())), result.score().display(),
                    result.details().get("kills"), result.status(), result.verdict());
            for (String key : List.of("crashed", "invalid answers", "ignored lines", "answer time")) {
                if (result.details().containsKey(key)) {
                    out.println("      " + key + ": " + result.details().get(key));
                }
            }
        }
    }

    private static String cut(String name) {
        return name.length() <= 24 ? name : name.substring(0, 21) + "...";
    }
}
