package arena.client;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** {@code submit}: uploads a file, a folder (zipped) or stdin (pasted source), then optionally follows it. */
final class Submitting {

    static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(30);
    private static final int LOG_TAIL_LINES = 30;

    private final Site site;
    private final InputStream in;
    private final PrintStream out;

    Submitting(Site site, InputStream in, PrintStream out) {
        this.site = site;
        this.in = in;
        this.out = out;
    }

    /**
     * @param language {@code null}: guessed from the files' extensions
     * @param timeout  how long {@code wait} follows it
     */
    int submit(String contest, String source, String language, boolean wait, Duration timeout) throws IOException {
        Multipart form = new Multipart();
        if (source.equals("-")) {
            if (language == null) {
                throw new UsageException("source from stdin needs --language");
            }
            form.field("source", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } else {
            SourceBundle bundle = SourceBundle.of(Path.of(source));
            if (language == null) {
                language = guessLanguage(contest, bundle);
            }
            form.file("file", bundle.fileName(), bundle.content());
        }
        form.field("language", language);
        JsonNode submission = site.postMultipart("/api/contests/" + contest + "/submissions", form);
        long id = submission.get("id").asLong();
        out.println("submission " + id + " (" + language + ") queued: " + site.base() + "/submissions/" + id);
        if (!wait) {
            return ExitCode.OK;
        }
        return new Waiting(out, timeout).follow(() -> site.get("/api/submissions/" + id), Submitting::progress,
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), this::verdict);
    }

    /** The language whose extension the upload's files have; the contest lists its languages. */
    private String guessLanguage(String contest, SourceBundle bundle) {
        List<String> candidates = new ArrayList<>();
        List<String> known = new ArrayList<>();
        for (JsonNode language : site.get("/api/contests/" + contest).get("languages")) {
            known.add(language.get("id").asString());
            if (bundle.extensions().contains(language.get("extension").asString())) {
                candidates.add(language.get("id").asString());
            }
        }
        if (candidates.size() == 1) {
            return candidates.get(0);
        }
        throw new UsageException((candidates.isEmpty() ? "cannot tell the language of " + bundle.fileName()
                : bundle.fileName() + " has sources of " + String.join(" and ", candidates))
                + ": add --language (one of " + String.join(", ", known) + ")");
    }

    /** One line per change: the status, then how many acceptance games have ended. */
    static String progress(JsonNode submission) {
        String status = submission.get("status").asString();
        StringBuilder line = new StringBuilder(status.toLowerCase(java.util.Locale.ROOT));
        JsonNode games = submission.get("acceptance");
        if (status.equals("HELD")) {
            // an infrastructure fault, not the strategy's: the site tries it again (and it costs nothing)
            String retryAt = Site.text(submission, "retryAt");
            line.append(": infrastructure problem, tried again")
                    .append(retryAt == null ? "" : " at " + Table.time(retryAt) + " UTC");
        }
        if (status.equals("TESTING") && games != null && !games.isEmpty()) {
            long ended = 0;
            for (JsonNode game : games) {
                ended += game.get("status").asString().matches("FINISHED|VOID") ? 1 : 0;
            }
            line.append(": ").append(ended).append('/').append(games.size()).append(" acceptance games played");
        }
        if (submission.has("waitingForIsolation") && submission.get("waitingForIsolation").asBoolean()) {
            line.append(" (waiting for a worker that isolates contestants' code)");
        }
        return line.toString();
    }

    /** Accepted: exit 0. Rejected: the reason, the failing seats, the compile log's tail; exit 1. */
    private int verdict(JsonNode submission) {
        if (submission.get("status").asString().equals("ACCEPTED")) {
            out.println("accepted" + (submission.get("main").asBoolean() ? ": it is now your main strategy" : ""));
            return ExitCode.OK;
        }
        out.println("rejected: " + Site.text(submission, "reasonCode") + ": " + Site.text(submission, "reasonMessage"));
        for (JsonNode game : submission.get("acceptance")) {
            for (JsonNode seat : game.get("seats")) {
                String verdict = Site.text(seat, "verdict");
                if (verdict != null && !verdict.equals("OK")) {
                    out.println("  game " + game.get("matchId").asLong() + " (" + Site.text(game, "format") + "), "
                            + Site.text(seat, "name") + ": " + verdict
                            + Optional.ofNullable(Site.text(seat, "verdictTurn")).map(turn -> " at turn " + turn).orElse("")
                            + Optional.ofNullable(Site.text(seat, "verdictMessage")).map(text -> ": " + text).orElse(""));
                }
            }
        }
        String log = Site.text(submission, "compileLog");
        if (log != null && !log.isBlank()) {
            String[] lines = log.split("\r?\n");
            out.println("compile log" + (lines.length > LOG_TAIL_LINES ? " (last " + LOG_TAIL_LINES + " lines)" : "") + ":");
            for (int i = Math.max(0, lines.length - LOG_TAIL_LINES); i < lines.length; i++) {
                out.println("  " + lines[i]);
            }
        }
        return ExitCode.REFUSED;
    }
}
