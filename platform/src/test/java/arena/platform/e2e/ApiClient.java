package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.testing.Eventually;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** What a command-line client does with the REST API: register, get a token, upload, poll. */
final class ApiClient {

    private final MockMvc mvc;
    private final JsonMapper json = JsonMapper.builder().build();
    private String token;

    ApiClient(MockMvc mvc) {
        this.mvc = mvc;
    }

    String token() {
        return token;
    }

    JsonNode read(MvcResult result) throws IOException {
        return json.readTree(result.getResponse().getContentAsByteArray());
    }

    ApiClient register(String username, String password) throws Exception {
        MvcResult created = mvc.perform(org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post("/api/account/register").contentType(MediaType.APPLICATION_JSON)
                .content("{\"username\":\"" + username + "\",\"password\":\"" + password + "\"}")).andReturn();
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(201);
        return login(username, password);
    }

    /** A personal API token for an existing account. */
    ApiClient login(String username, String password) throws Exception {
        String basic = java.util.Base64.getEncoder().encodeToString((username + ":" + password).getBytes());
        MvcResult issued = mvc.perform(org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post("/api/account/tokens").header(HttpHeaders.AUTHORIZATION, "Basic " + basic)
                .contentType(MediaType.APPLICATION_JSON).content("{\"name\":\"e2e\"}")).andReturn();
        assertThat(issued.getResponse().getStatus()).as(issued.getResponse().getContentAsString()).isEqualTo(201);
        token = read(issued).get("token").asString();
        return this;
    }

    JsonNode upload(String contest, String language, String fileName, byte[] content) throws Exception {
        return upload(contest, language, fileName, content, false);
    }

    /** An upload, a test submission if asked. */
    JsonNode upload(String contest, String language, String fileName, byte[] content, boolean test) throws Exception {
        MvcResult result = mvc.perform(multipart("/api/contests/" + contest + "/submissions")
                .file(new MockMultipartFile("file", fileName, "application/octet-stream", content))
                .param("language", language).param("test", Boolean.toString(test))
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + token)).andReturn();
        assertThat(result.getResponse().getStatus()).as(result.getResponse().getContentAsString()).isEqualTo(202);
        return read(result);
    }

    JsonNode fetch(String path) throws Exception {
        MvcResult result = mvc.perform(get(path).header(HttpHeaders.AUTHORIZATION, "Bearer " + token))
                .andReturn();
        assertThat(result.getResponse().getStatus()).as(path + ": " + result.getResponse().getContentAsString()).isEqualTo(200);
        return read(result);
    }

    JsonNode send(String path) throws Exception {
        MvcResult result = mvc.perform(org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post(path).header(HttpHeaders.AUTHORIZATION, "Bearer " + token))
                .andReturn();
        assertThat(result.getResponse().getStatus()).as(path + ": " + result.getResponse().getContentAsString()).isBetween(200, 299);
        return read(result);
    }

    /** A POST with a JSON body (an admin action's {@code {"reason": ...}}). */
    JsonNode send(String path, String json) throws Exception {
        MvcResult result = mvc.perform(org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post(path)
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + token)
                .contentType(org.springframework.http.MediaType.APPLICATION_JSON).content(json)).andReturn();
        assertThat(result.getResponse().getStatus()).as(path + ": " + result.getResponse().getContentAsString()).isBetween(200, 299);
        return read(result);
    }

    /** Polls until the document satisfies the condition; the platform's own work takes what it takes. */
    JsonNode await(String path, Predicate<JsonNode> done, Duration timeout) throws Exception {
        return Eventually.await(path, timeout).pollInterval(Duration.ofMillis(250)).until(() -> fetch(path), done);
    }

    /** A page of the site as a visitor without a session sees it. */
    String page(String path) throws Exception {
        MvcResult result = mvc.perform(get(path)).andReturn();
        assertThat(result.getResponse().getStatus()).as(path).isEqualTo(200);
        return result.getResponse().getContentAsString(StandardCharsets.UTF_8);
    }

    /**
     * Uploads a pack and waits for its acceptance games: it must be accepted after games in exactly these
     * formats, every seat with verdict OK. Returns the submission.
     */
    JsonNode uploadAccepted(String contest, String language, String fileName, byte[] content, Duration timeout,
            String... formats) throws Exception {
        JsonNode queued = upload(contest, language, fileName, content);
        JsonNode submission = await("/api/submissions/" + queued.get("id").asLong(),
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), timeout);
        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        assertThat(submission.get("acceptance")).extracting(game -> game.get("format").asString())
                .containsExactly(formats);
        for (JsonNode game : submission.get("acceptance")) {
            assertThat(game.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));
        }
        return submission;
    }

    /**
     * Creates a custom game of the latest submission against the opponents and waits for it: it must finish
     * with a seat for each player, every verdict OK. Returns the match.
     */
    JsonNode playCustomGame(String contest, String format, String map, List<String> opponents, Duration timeout)
            throws Exception {
        MvcResult created = mvc.perform(post("/api/contests/" + contest + "/games")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + token).contentType(MediaType.APPLICATION_JSON)
                .content(json.writeValueAsString(Map.of("format", format, "map", map, "opponents", opponents))))
                .andReturn();
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(202);
        return awaitPlayed(read(created).get("matchId").asLong(), opponents.size() + 1, timeout);
    }

    /** Waits for a match: it must finish with this many seats, every verdict OK. Returns the match. */
    JsonNode awaitPlayed(long matchId, int seats, Duration timeout) throws Exception {
        JsonNode match = await("/api/matches/" + matchId,
                found -> found.get("status").asString().matches("FINISHED|VOID"), timeout);
        assertThat(match.get("status").asString()).as(match.toString()).isEqualTo("FINISHED");
        assertThat(match.get("seats")).hasSize(seats);
        assertThat(match.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));
        return match;
    }

    /** The points the platform recorded for every seat equal the score the game's replay gives that seat. */
    static void assertPointsMatchReplay(JsonNode match, IntFunction<String> replayScore) {
        for (JsonNode view : match.get("seats")) {
            String score = replayScore.apply(view.get("seat").asInt());
            assertThat(new BigDecimal(view.get("score").asString())).as("points of seat " + view.get("seat"))
                    .isEqualByComparingTo(score);
        }
    }

    /**
     * Uploads a test submission and waits for its one private test game: it must be accepted, the game of this
     * format finished as kind TEST with every seat OK, and the game hidden from anyone else. Returns the match.
     */
    JsonNode playTestGame(String contest, String language, String fileName, byte[] content, String format,
            int seats, Duration timeout) throws Exception {
        long test = upload(contest, language, fileName, content, true).get("id").asLong();
        JsonNode tested = await("/api/submissions/" + test, found -> found.get("status").asString()
                .matches("ACCEPTED|REJECTED") && found.get("testGames").size() == 1
                && found.get("testGames").get(0).get("status").asString().matches("FINISHED|VOID"), timeout);
        assertThat(tested.get("status").asString()).as(tested.toString()).isEqualTo("ACCEPTED");
        assertThat(tested.get("test").asBoolean()).isTrue();
        JsonNode testGame = tested.get("testGames").get(0);
        assertThat(testGame.get("status").asString()).isEqualTo("FINISHED");
        assertThat(testGame.get("format").asString()).isEqualTo(format);
        long matchId = testGame.get("matchId").asLong();
        JsonNode match = awaitPlayed(matchId, seats, timeout);
        assertThat(match.get("kind").asString()).isEqualTo("TEST");
        assertThat(mvc.perform(get("/api/matches/" + matchId)).andReturn().getResponse().getStatus())
                .as("a test game seen without a token").isEqualTo(404);
        return match;
    }

    static byte[] resource(String path) throws IOException {
        try (InputStream in = ApiClient.class.getClassLoader().getResourceAsStream(path)) {
            assertThat(in).as("class-path resource " + path).isNotNull();
            return in.readAllBytes();
        }
    }

    /** A zip of a class-path folder's files with paths relative to it, as a contestant zips a client's files. */
    static byte[] zipFolder(String folder) throws Exception {
        return zipFolder(folder, "");
    }

    /**
     * A zip of a class-path folder's files inside a folder of this name ({@code js-client/runner.js}), folder entries
     * too, as a contestant zips a client's folder itself; an empty name puts the files at the zip's root.
     */
    static byte[] zipFolder(String folder, String name) throws Exception {
        java.net.URL url = ApiClient.class.getClassLoader().getResource(folder);
        assertThat(url).as("class-path folder " + folder).isNotNull();
        Path root = Path.of(url.toURI());
        String top = name.isEmpty() ? "" : name + "/";
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted().toList()) {
                String relative = root.relativize(path).toString().replace('\\', '/');
                if (Files.isRegularFile(path)) {
                    files.put(top + relative, Files.readAllBytes(path));
                } else if (!top.isEmpty()) {
                    files.put(top + (relative.isEmpty() ? "" : relative + "/"), new byte[0]);
                }
            }
        }
        return zip(files);
    }

    /** The files of a zip by path, in its order. */
    static Map<String, byte[]> unzip(byte[] zip) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                files.put(entry.getName(), in.readAllBytes());
            }
        }
        return files;
    }

    static byte[] zip(Map<String, byte[]> files) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                out.putNextEntry(new ZipEntry(file.getKey()));
                out.write(file.getValue());
                out.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    /** The starter pack with its strategy.py replaced. */
    static byte[] withStrategy(byte[] pack, String strategy) throws IOException {
        Map<String, byte[]> files = unzip(pack);
        files.put("strategy.py", strategy.getBytes(StandardCharsets.UTF_8));
        return zip(files);
    }
}
