package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import arena.testing.Required;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;

/**
 * Three ways to fail the ping game, played by the site's own worker: a strategy that exits with code 3 in
 * the second round, one that stops answering in the second round, and one that does not compile. The
 * admin's crash API lists the two failed seats and the three rejected submissions, filters them by reason,
 * language, user, contest, worker and time, and opens each one's evidence; a contestant is refused.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class CrashListIT {

    private static final Duration PIPELINE = Duration.ofMinutes(3);
    private static final String EXITS_IN_ROUND_TWO = """
            import sys
            sys.stdin.readline()
            print('pong', flush=True)
            sys.stdin.readline()
            sys.stderr.write('giving up in round two\\n')
            sys.exit(3)
            """;
    private static final String SILENT_IN_ROUND_TWO = """
            import sys, time
            sys.stdin.readline()
            print('pong', flush=True)
            time.sleep(60)
            """;
    private static final String SYNTAX_ERROR = "def broken(:\n    pass\n";

    @Autowired
    MockMvc mvc;
    @Value("${arena.admin.password}")
    String adminPassword;

    private long rejected(ApiClient client, String source) throws Exception {
        long id = client.upload("ping", "python", "main.py", source.getBytes(StandardCharsets.UTF_8)).get("id").asLong();
        JsonNode done = client.await("/api/submissions/" + id, found -> found.get("status").asString().matches("ACCEPTED|REJECTED|HELD"),
                PIPELINE);
        assertThat(done.get("status").asString()).as(done.toString()).isEqualTo("REJECTED");
        return id;
    }

    private static List<JsonNode> rows(JsonNode page) {
        List<JsonNode> rows = new ArrayList<>();
        page.get("rows").forEach(rows::add);
        return rows;
    }

    @Test
    void crashesOfThreeKindsAreListedFilteredAndOpenToTheirEvidence() throws Exception {
        Required.tool("python3");
        Instant start = Instant.now().minusSeconds(1);
        String name = "cr" + UUID.randomUUID().toString().substring(0, 6);
        ApiClient contestant = new ApiClient(mvc).register(name, "seven-quiet-harbors");
        long exits = rejected(contestant, EXITS_IN_ROUND_TWO);
        long silent = rejected(contestant, SILENT_IN_ROUND_TWO);
        long broken = rejected(contestant, SYNTAX_ERROR);
        ApiClient admin = new ApiClient(mvc).login("admin", adminPassword);

        List<JsonNode> mine = rows(admin.fetch("/api/admin/crashes?user=" + name));
        assertThat(mine).extracting(row -> row.get("kind").asString() + " " + row.get("reason").asString())
                .containsExactlyInAnyOrder("SEAT RUNTIME_ERROR", "SEAT TIME_LIMIT", "SUBMISSION ACCEPTANCE_FAILED",
                        "SUBMISSION ACCEPTANCE_FAILED", "SUBMISSION COMPILE_ERROR");
        assertThat(mine).allSatisfy(row -> {
            assertThat(row.get("contest").asString()).isEqualTo("ping");
            assertThat(row.get("language").asString()).isEqualTo("python");
            assertThat(row.get("worker").asString()).as(row.toString()).isNotBlank();
        });
        String worker = mine.get(0).get("worker").asString();

        JsonNode timeLimit = single(admin, "/api/admin/crashes?user=" + name + "&reason=time_limit");
        assertThat(timeLimit.get("kind").asString()).isEqualTo("SEAT");
        assertThat(timeLimit.get("turn").asInt()).isEqualTo(2);
        JsonNode compile = single(admin, "/api/admin/crashes?user=" + name + "&reason=COMPILE_ERROR&language=python&contest=ping");
        assertThat(compile.get("id").asLong()).isEqualTo(broken);
        assertThat(rows(admin.fetch("/api/admin/crashes?user=" + name + "&language=java"))).isEmpty();
        assertThat(rows(admin.fetch("/api/admin/crashes?user=" + name + "&language=built-in"))).isEmpty();
        assertThat(rows(admin.fetch("/api/admin/crashes?user=" + name + "&contest=bomber"))).isEmpty();
        assertThat(rows(admin.fetch("/api/admin/crashes?user=" + name + "&worker=" + worker))).hasSize(5);
        assertThat(rows(admin.fetch("/api/admin/crashes?user=" + name + "&worker=no-such-worker"))).isEmpty();
        assertThat(rows(admin.fetch("/api/admin/crashes?user=" + name + "&from=" + start))).hasSize(5);
        assertThat(rows(admin.fetch("/api/admin/crashes?user=" + name + "&to=" + start))).isEmpty();
        assertThat(rows(admin.fetch("/api/admin/crashes?reason=RUNTIME_ERROR"))).extracting(row -> row.get("reason").asString())
                .containsOnly("RUNTIME_ERROR");

        JsonNode runtime = single(admin, "/api/admin/crashes?user=" + name + "&reason=RUNTIME_ERROR");
        JsonNode seat = admin.fetch("/api/admin/crashes/seats/" + runtime.get("id").asLong());
        assertThat(seat.get("crash").get("turn").asInt()).isEqualTo(2);
        assertThat(seat.get("exitCode").asInt()).isEqualTo(3);
        assertThat(seat.get("signal").isNull()).isTrue();
        assertThat(seat.get("logTail").asString()).contains("giving up in round two");
        assertThat(seat.get("lastInput").asString()).contains("ping");
        assertThat(seat.get("submissionId").asLong()).isEqualTo(exits);
        assertThat(seat.get("replay").asString()).isEqualTo("/matches/" + runtime.get("matchId").asLong() + "?turn=2");
        assertThat(seat.get("related").get(0).get("id").asLong()).isEqualTo(exits);

        JsonNode slow = admin.fetch("/api/admin/crashes/seats/" + timeLimit.get("id").asLong());
        assertThat(slow.get("crash").get("message").asString()).contains("limit");
        assertThat(slow.get("exitCode").isNull()).as("stopped by the game, not ended on its own").isTrue();
        assertThat(slow.get("submissionId").asLong()).isEqualTo(silent);

        JsonNode compiled = admin.fetch("/api/admin/crashes/submissions/" + broken);
        assertThat(compiled.get("crash").get("reason").asString()).isEqualTo("COMPILE_ERROR");
        assertThat(compiled.get("logTail").asString()).contains("SyntaxError");
        JsonNode acceptance = admin.fetch("/api/admin/crashes/submissions/" + exits);
        assertThat(acceptance.get("related")).hasSize(1);
        assertThat(acceptance.get("related").get(0).get("reason").asString()).isEqualTo("RUNTIME_ERROR");

        JsonNode chart = admin.fetch("/api/admin/crashes/chart?by=reason&user=" + name);
        assertThat(chart.get("unit").asString()).isEqualTo("day");
        assertThat(chart.get("buckets")).hasSize(8);
        List<String> labels = new ArrayList<>();
        chart.get("series").forEach(series -> labels.add(series.get("label").asString()));
        assertThat(labels).containsExactly("ACCEPTANCE_FAILED", "COMPILE_ERROR", "RUNTIME_ERROR", "TIME_LIMIT");
        JsonNode byLanguage = admin.fetch("/api/admin/crashes/chart?by=language&user=" + name + "&from=" + start);
        assertThat(byLanguage.get("unit").asString()).isEqualTo("hour");
        assertThat(byLanguage.get("series").get(0).get("label").asString()).isEqualTo("python");
        long total = 0;
        for (JsonNode count : byLanguage.get("series").get(0).get("counts")) {
            total += count.asLong();
        }
        assertThat(total).isEqualTo(5);

        assertThat(status(admin, "/api/admin/crashes?reason=BOGUS")).isEqualTo(400);
        assertThat(status(admin, "/api/admin/crashes?from=yesterday")).isEqualTo(400);
        assertThat(status(admin, "/api/admin/crashes?page=0")).isEqualTo(400);
        assertThat(status(admin, "/api/admin/crashes/chart?by=user")).isEqualTo(400);
        assertThat(status(admin, "/api/admin/crashes/submissions/" + Long.MAX_VALUE)).isEqualTo(404);
        assertThat(status(contestant, "/api/admin/crashes")).isEqualTo(403);
        assertThat(status(contestant, "/api/admin/crashes/seats/" + runtime.get("id").asLong())).isEqualTo(403);
    }

    private static JsonNode single(ApiClient admin, String path) throws Exception {
        List<JsonNode> rows = rows(admin.fetch(path));
        assertThat(rows).as(path).hasSize(1);
        return rows.get(0);
    }

    private int status(ApiClient client, String path) throws Exception {
        MvcResult result = mvc.perform(get(path).header(HttpHeaders.AUTHORIZATION, "Bearer " + client.token())).andReturn();
        return result.getResponse().getStatus();
    }
}
