package arena.client;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** The read-only commands: contests, submissions, games, replay. */
final class Listings {

    private final Site site;
    private final PrintStream out;

    Listings(Site site, PrintStream out) {
        this.site = site;
        this.out = out;
    }

    int contests() {
        Table table = new Table("CONTEST", "GAME", "FORMATS", "NAME");
        for (JsonNode contest : site.get("/api/contests")) {
            List<String> formats = new ArrayList<>();
            contest.get("formats").forEach(format -> formats.add(format.get("id").asString()));
            table.row(text(contest, "slug"), text(contest, "game"), String.join(",", formats), text(contest, "name"));
        }
        table.print(out);
        return ExitCode.OK;
    }

    int submissions(Optional<String> contest) {
        for (String slug : contests(contest)) {
            Table table = new Table("ID", "STATUS", "LANGUAGE", "SOURCE", "CREATED", "REASON");
            for (JsonNode submission : site.get("/api/contests/" + slug + "/submissions")) {
                String status = text(submission, "status") + (submission.get("main").asBoolean() ? " (main)" : "");
                String code = text(submission, "reasonCode");
                String message = text(submission, "reasonMessage");
                String reason = code == null || code.equals("OK") ? message
                        : message == null ? code : code + ": " + message;
                table.row(submission.get("id").asLong(), status, text(submission, "language"), text(submission, "sourceName"),
                        Table.time(text(submission, "createdAt")), reason);
            }
            print(slug, contest.isEmpty(), table);
        }
        return ExitCode.OK;
    }

    int games(Optional<String> contest) {
        for (String slug : contests(contest)) {
            Table table = new Table("ID", "KIND", "FORMAT", "MAP", "STATUS", "CREATED", "YOU", "PLAYERS");
            for (JsonNode game : site.get("/api/contests/" + slug + "/games")) {
                List<String> players = new ArrayList<>();
                String mine = null;
                for (JsonNode seat : game.get("seats")) {
                    players.add(text(seat, "name"));
                    if (seat.get("mine").asBoolean() && mine == null) {
                        mine = seatResult(seat);
                    }
                }
                table.row(game.get("id").asLong(), text(game, "kind"), text(game, "format"), text(game, "map"),
                        text(game, "status"), Table.time(text(game, "createdAt")), mine, String.join(", ", players));
            }
            print(slug, contest.isEmpty(), table);
        }
        return ExitCode.OK;
    }

    /** {@code place 1, score 3} or {@code place 2, score 0, TIME_LIMIT}. */
    static String seatResult(JsonNode seat) {
        if (seat.get("place") == null || seat.get("place").isNull()) {
            return null;
        }
        String verdict = text(seat, "verdict");
        return "place " + seat.get("place").asInt() + ", score " + text(seat, "score")
                + (verdict == null || verdict.equals("OK") ? "" : ", " + verdict);
    }

    int replay(String gameId, Optional<String> output) throws IOException {
        long id = CustomGame.id(gameId, "game id");
        byte[] replay = site.download("/api/matches/" + id + "/replay");
        if (output.isPresent() && output.get().equals("-")) {
            out.write(replay);
            out.flush();
            return ExitCode.OK;
        }
        Path file = Path.of(output.orElse("replay-" + id + ".json"));
        Files.write(file, replay);
        out.println("saved the replay of game " + id + " to " + file + " (" + replay.length + " bytes)");
        return ExitCode.OK;
    }

    /** The named contest, or every contest when none is named. */
    private List<String> contests(Optional<String> contest) {
        if (contest.isPresent()) {
            return List.of(contest.get());
        }
        List<String> slugs = new ArrayList<>();
        site.get("/api/contests").forEach(found -> slugs.add(found.get("slug").asString()));
        return slugs;
    }

    private void print(String slug, boolean several, Table table) {
        if (several) {
            if (table.isEmpty()) {
                return;
            }
            out.println("== " + slug);
        }
        if (table.isEmpty()) {
            out.println("none yet in " + slug);
        } else {
            table.print(out);
        }
    }

    private static String text(JsonNode node, String field) {
        return Site.text(node, field);
    }
}
