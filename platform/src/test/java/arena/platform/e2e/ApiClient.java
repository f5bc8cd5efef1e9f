package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.function.Predicate;
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

    /** Polls until the document satisfies the condition; the platform's own work takes what it takes. */
    JsonNode await(String path, Predicate<JsonNode> done, Duration timeout) throws Exception {
        long end = System.nanoTime() + timeout.toNanos();
        JsonNode last = fetch(path);
        while (!done.test(last)) {
            assertThat(System.nanoTime()).as("waiting for " + path + ", last seen: " + last).isLessThan(end);
            Thread.sleep(250);
            last = fetch(path);
        }
        return last;
    }

    static byte[] resource(String path) throws IOException {
        try (InputStream in = ApiClient.class.getClassLoader().getResourceAsStream(path)) {
            assertThat(in).as("class-path resource " + path).isNotNull();
            return in.readAllBytes();
        }
    }
}
