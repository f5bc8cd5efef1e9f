package arena.client;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** {@code custom}: starts an unrated game against chosen opponents, and with --wait shows how it ended. */
final class CustomGame {

    private final Site site;
    private final PrintStream out;

    CustomGame(Site site, PrintStream out) {
        this.site = site;
        this.out = out;
    }

    /**
     * @param opponents every value of {@code --opponents}, each a comma-separated list
     * @param format    {@code null}: the first with a seat for each opponent and one for you
     * @param map       {@code null}: the site's choice
     * @param strategy  {@code null}: your main strategy
     */
    int start(String slug, List<String> opponents, String format, String map, String strategy, boolean wait,
            Duration timeout) {
        List<String> names = opponents.stream().flatMap(value -> Arrays.stream(value.split(",")))
                .map(String::strip).filter(value -> !value.isEmpty()).toList();
        JsonNode contest = site.get("/api/contests/" + slug);
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("format", format != null ? format : formatFor(contest, names.size()));
        if (map != null) {
            request.put("map", map);
        }
        if (strategy != null) {
            request.put("strategy", id(strategy, "--strategy"));
        }
        request.put("opponents", resolve(slug, contest, names));
        JsonNode created = site.postJson("/api/contests/" + slug + "/games", request);
        long id = created.get("matchId").asLong();
        out.println("game " + id + " queued: " + site.base() + "/matches/" + id);
        if (!wait) {
            return ExitCode.OK;
        }
        return new Waiting(out, timeout).follow(() -> site.get("/api/matches/" + id),
                game -> game.get("status").asString().toLowerCase(java.util.Locale.ROOT),
                game -> game.get("status").asString().matches("FINISHED|VOID"), this::result);
    }

    /** The first format with a seat for each opponent and one for you. */
    private static String formatFor(JsonNode contest, int opponents) {
        List<String> formats = new ArrayList<>();
        for (JsonNode format : contest.get("formats")) {
            if (format.get("seats").asInt() == opponents + 1) {
                return format.get("id").asString();
            }
            formats.add(format.get("id").asString() + " (" + format.get("seats").asInt() + " seats)");
        }
        throw new UsageException("no format of " + contest.get("slug").asString() + " has " + (opponents + 1)
                + " seats: give --opponents for one of " + String.join(", ", formats));
    }

    /** {@code bot:x}, {@code own:1}, {@code main:2} as they are; a bare name is a built-in bot or a user. */
    private List<String> resolve(String slug, JsonNode contest, List<String> names) {
        if (names.isEmpty() && formatSeats(contest) > 1) {
            throw new UsageException("custom needs --opponents (built-in bots: " + String.join(", ", bots(contest)) + ")");
        }
        List<String> values = new ArrayList<>();
        JsonNode choices = null;
        for (String name : names) {
            if (name.contains(":")) {
                values.add(name);
                continue;
            }
            if (bots(contest).contains(name)) {
                values.add("bot:" + name);
                continue;
            }
            if (choices == null) {
                choices = site.get("/api/contests/" + slug + "/opponents");
            }
            String found = null;
            for (JsonNode choice : choices) {
                if (choice.get("value").asString().startsWith("main:") && choice.get("label").asString().equals(name)) {
                    found = choice.get("value").asString();
                }
            }
            if (found == null) {
                throw new UsageException("no opponent " + name + ": give a built-in bot (" + String.join(", ", bots(contest))
                        + "), a user name with a main strategy, or own:<your submission id>");
            }
            values.add(found);
        }
        return values;
    }

    private static int formatSeats(JsonNode contest) {
        int most = 0;
        for (JsonNode format : contest.get("formats")) {
            most = Math.max(most, format.get("seats").asInt());
        }
        return most;
    }

    private static List<String> bots(JsonNode contest) {
        List<String> bots = new ArrayList<>();
        contest.get("bots").forEach(bot -> bots.add(bot.asString()));
        return bots;
    }

    private int result(JsonNode game) {
        if (game.get("status").asString().equals("VOID")) {
            out.println("void: " + Site.text(game, "reasonCode") + ": " + Site.text(game, "reasonMessage"));
            return ExitCode.REFUSED;
        }
        out.println("finished" + (Site.text(game, "summary") == null ? "" : ": " + Site.text(game, "summary")));
        Table table = new Table("PLACE", "SCORE", "VERDICT", "PLAYER");
        for (JsonNode seat : game.get("seats")) {
            table.row(Site.text(seat, "place"), Site.text(seat, "score"), Site.text(seat, "verdict"), Site.text(seat, "name"));
        }
        table.print(out);
        return ExitCode.OK;
    }

    static long id(String text, String what) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException(what + " must be a number, not " + text);
        }
    }
}
