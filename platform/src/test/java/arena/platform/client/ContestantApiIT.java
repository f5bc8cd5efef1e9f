package arena.platform.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Base64;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The REST calls the client needs beyond uploading: tokens listed and revoked, the game history, the opponents,
 * languages per contest, and an OpenAPI description that names them all and their problem responses.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.metrics.token=metrics-token-for-tests", "arena.metrics.refresh=0s"})
class ContestantApiIT {

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();
    private final JsonMapper json = JsonMapper.builder().build();

    private HttpResponse<String> call(String method, String path, String authorization, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private String token(String name, String password, String label) throws Exception {
        String basic = "Basic " + Base64.getEncoder().encodeToString((name + ":" + password).getBytes());
        HttpResponse<String> issued = call("POST", "/api/account/tokens", basic, "{\"name\":\"" + label + "\"}");
        assertThat(issued.statusCode()).as(issued.body()).isEqualTo(201);
        return json.readTree(issued.body()).get("token").asString();
    }

    @Test
    void tokensAreListedWithoutTheirValueAndARevokedOneStopsWorking() throws Exception {
        String name = "tok" + UUID.randomUUID().toString().substring(0, 8);
        String password = "seven-quiet-harbors";
        assertThat(call("POST", "/api/account/register", null,
                json.writeValueAsString(Map.of("username", name, "password", password))).statusCode()).isEqualTo(201);
        String laptop = "Bearer " + token(name, password, "laptop");
        String ci = "Bearer " + token(name, password, "ci");

        HttpResponse<String> listed = call("GET", "/api/account/tokens", laptop, null);
        assertThat(listed.statusCode()).isEqualTo(200);
        JsonNode tokens = json.readTree(listed.body());
        assertThat(tokens).extracting(token -> token.get("name").asString()).containsExactlyInAnyOrder("laptop", "ci");
        assertThat(listed.body()).doesNotContain(ci.substring(7)).doesNotContain(laptop.substring(7));
        long ciId = 0;
        for (JsonNode token : tokens) {
            if (token.get("name").asString().equals("ci")) {
                ciId = token.get("id").asLong();
            }
        }

        assertThat(call("DELETE", "/api/account/tokens/" + ciId, laptop, null).statusCode()).isEqualTo(204);
        HttpResponse<String> refused = call("GET", "/api/account", ci, null);
        assertThat(refused.statusCode()).isEqualTo(401);
        assertThat(json.readTree(refused.body()).get("code").asString()).isEqualTo("UNAUTHORIZED");
        HttpResponse<String> again = call("DELETE", "/api/account/tokens/" + ciId, laptop, null);
        assertThat(again.statusCode()).isEqualTo(404);
        assertThat(again.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type)
                .startsWith("application/problem+json"));
        assertThat(json.readTree(again.body()).get("code").asString()).isEqualTo("NOT_FOUND");

        HttpResponse<String> games = call("GET", "/api/contests/ping/games", laptop, null);
        assertThat(games.statusCode()).isEqualTo(200);
        assertThat(json.readTree(games.body()).isArray()).isTrue();
        HttpResponse<String> opponents = call("GET", "/api/contests/ping/opponents", laptop, null);
        assertThat(json.readTree(opponents.body())).extracting(choice -> choice.get("value").asString()).contains("bot:pong");
        JsonNode contest = json.readTree(call("GET", "/api/contests/ping", null, null).body());
        assertThat(contest.get("languages")).extracting(language -> language.get("id").asString() + "=" + language.get("extension").asString())
                .contains("python=py", "java=java");
    }

    @Test
    void theOpenApiDescriptionNamesEveryContestantCallAndItsProblems() throws Exception {
        JsonNode api = json.readTree(call("GET", "/v3/api-docs", null, null).body());
        JsonNode paths = api.get("paths");
        assertThat(paths.get("/api/account/register").has("post")).isTrue();
        assertThat(paths.get("/api/account/tokens").has("post")).isTrue();
        assertThat(paths.get("/api/account/tokens").has("get")).isTrue();
        assertThat(paths.get("/api/account/tokens/{id}").has("delete")).isTrue();
        assertThat(paths.get("/api/contests").has("get")).isTrue();
        assertThat(paths.get("/api/contests/{slug}/submissions").has("post")).isTrue();
        assertThat(paths.get("/api/contests/{slug}/submissions").has("get")).isTrue();
        assertThat(paths.get("/api/submissions/{id}").has("get")).isTrue();
        assertThat(paths.get("/api/submissions/{id}/source").has("get")).isTrue();
        assertThat(paths.get("/api/contests/{slug}/games").has("get")).isTrue();
        assertThat(paths.get("/api/contests/{slug}/games").has("post")).isTrue();
        assertThat(paths.get("/api/contests/{slug}/opponents").has("get")).isTrue();
        assertThat(paths.get("/api/matches/{id}/replay").has("get")).isTrue();
        assertThat(paths.get("/api/contests/{slug}/maps").has("get")).isTrue();
        JsonNode upload = paths.get("/api/contests/{slug}/submissions").get("post");
        assertThat(upload.get("description").asString()).contains("UNKNOWN_LANGUAGE", "RATE_LIMITED");
        assertThat(upload.get("responses").get("4XX").get("content").has("application/problem+json")).isTrue();
        assertThat(api.get("components").get("schemas").get("Problem").get("properties").has("code")).isTrue();
    }
}
