package arena.platform.scale;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.Installed;
import arena.sandbox.Sandbox;
import arena.testing.Eventually;
import arena.testing.Required;
import java.io.IOException;
import java.io.InputStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.awaitility.core.ConditionTimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The deployment as an operator runs it: docker/build-images.sh builds the site, worker and PostgreSQL images
 * offline FROM the runtime image, deploy/make-secrets.sh writes the secrets, and deploy/compose.yaml is deployed
 * with {@code docker stack deploy} to a single-node Swarm (initialised here if the engine is in none, and left
 * again afterwards). A contestant's strategy is accepted and plays a custom game on the stack's worker; the
 * workers are scaled to two and the site sees both, each joined with the deployment's join token under a credential of
 * its own; the stack is removed. Needs Docker with the runtime image
 * (skipped otherwise unless {@code ARENA_REQUIRE_DOCKER=true}); it uses the jars the package phase built.
 */
class SwarmDeploymentIT {

    private static final Path ROOT = Path.of(System.getProperty("user.dir")).resolve("..").normalize();
    private static final Duration START = Duration.ofMinutes(6);
    private static final Duration PIPELINE = Duration.ofMinutes(8);
    private static final String PASSWORD = "seven-quiet-harbors";

    @TempDir
    Path temp;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final JsonMapper json = JsonMapper.builder().build();

    @Test
    void theStackRunsInASwarmPlaysAGameAndScalesItsWorkers() throws Exception {
        try (Sandbox sandbox = Installed.docker()) {
            assertThat(sandbox.isolates()).isTrue();
        }
        boolean joined = joinASwarm();
        String stack = "arena-it-" + UUID.randomUUID().toString().substring(0, 6);
        Map<String, String> env = new HashMap<>(images());
        Path secrets = Path.of(run(Duration.ofMinutes(1), Map.of(), "bash", ROOT.resolve("deploy/make-secrets.sh").toString(),
                temp.resolve("secrets").toString()).strip());
        env.put("ARENA_SECRETS", secrets.toString());
        int port = freePort();
        String metricsToken = "swarm-metrics-" + UUID.randomUUID();
        env.put("ARENA_PORT", Integer.toString(port));
        env.put("ARENA_METRICS_TOKEN", metricsToken);
        env.put("ARENA_WORKER_HEARTBEAT", "5");
        String site = "http://127.0.0.1:" + port;
        try {
            run(Duration.ofMinutes(3), env, "docker", "stack", "deploy", "-c", ROOT.resolve("deploy/compose.yaml").toString(), stack);
            await(() -> status(get(site + "/actuator/health", null)) == 200, START, "the site answers", stack);

            String token = register(site, "swarm-" + UUID.randomUUID().toString().substring(0, 6));
            JsonNode queued = upload(site, token, "bomber", "python", "bomber-python.zip",
                    resource("arena/game/bomber/packs/bomber-python.zip"));
            JsonNode accepted = awaitJson(site + "/api/submissions/" + queued.get("id").asLong(), token,
                    found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), stack);
            assertThat(accepted.get("status").asString()).as(accepted.toString()).isEqualTo("ACCEPTED");
            HttpResponse<String> created = post(site + "/api/contests/bomber/games", token,
                    "{\"format\":\"2p\",\"opponents\":[\"bot:quickstart\"]}");
            assertThat(created.statusCode()).as(created.body()).isEqualTo(202);
            JsonNode game = awaitJson(site + "/api/matches/" + json.readTree(created.body()).get("matchId").asLong(), token,
                    found -> found.get("status").asString().matches("FINISHED|VOID"), stack);
            assertThat(game.get("status").asString()).as(game.toString()).isEqualTo("FINISHED");
            assertThat(game.get("seats").get(0).get("verdict").asString()).as(game.toString()).isEqualTo("OK");

            run(Duration.ofMinutes(3), Map.of(), "docker", "service", "scale", "--detach", stack + "_worker=2");
            await(() -> workersAlive(site, metricsToken) >= 2, START, "two workers ask the site for work", stack);
            // each replica joined with the deployment's token and works under a credential of its own
            String admin = token(site, "admin", Files.readString(secrets.resolve("admin_password")).strip());
            JsonNode credentials = json.readTree(get(site + "/api/admin/workers/credentials", admin).body());
            List<String> live = new ArrayList<>();
            credentials.forEach(credential -> {
                if (credential.get("revokedAt").isNull() && !credential.get("lastSeenAt").isNull()) {
                    live.add(credential.get("name").asString());
                }
            });
            assertThat(live).as(credentials.toString()).hasSizeGreaterThanOrEqualTo(2).doesNotHaveDuplicates();
            assertThat(credentials.toString()).contains("\"joinTokenName\":\"arena.worker.token\"");
        } finally {
            run(Duration.ofMinutes(2), Map.of(), "docker", "stack", "rm", stack);
            removeVolumeWhenFree(stack + "_db-data");
            if (joined) {
                run(Duration.ofMinutes(1), Map.of(), "docker", "swarm", "leave", "--force");
            }
        }
    }

    /** Makes this engine a single-node Swarm unless it is in one; true when this test did it. */
    private boolean joinASwarm() throws Exception {
        String state = run(Duration.ofSeconds(30), Map.of(), "docker", "info", "--format", "{{.Swarm.LocalNodeState}}").strip();
        if (state.equals("active")) {
            return false;
        }
        try {
            run(Duration.ofMinutes(1), Map.of(), "docker", "swarm", "init", "--advertise-addr", "127.0.0.1");
            return true;
        } catch (AssertionError e) {
            return Required.missing(Required.DOCKER, "this Docker engine cannot start a Swarm: " + e.getMessage());
        }
    }

    /** The images' tags, as docker/build-images.sh prints them. */
    private Map<String, String> images() throws Exception {
        Map<String, String> images = new HashMap<>();
        for (String line : run(Duration.ofMinutes(15), Map.of(), "bash", ROOT.resolve("docker/build-images.sh").toString()).split("\n")) {
            int equals = line.indexOf('=');
            if (line.startsWith("ARENA_") && equals > 0) {
                images.put(line.substring(0, equals), line.substring(equals + 1).strip());
            }
        }
        assertThat(images).containsKeys("ARENA_SITE_IMAGE", "ARENA_WORKER_IMAGE", "ARENA_DB_IMAGE");
        return images;
    }

    private String register(String site, String username) throws Exception {
        HttpResponse<String> created = post(site + "/api/account/register", null,
                "{\"username\":\"" + username + "\",\"password\":\"" + PASSWORD + "\"}");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return token(site, username, PASSWORD);
    }

    /** A personal API token of this account. */
    private String token(String site, String username, String password) throws Exception {
        String basic = java.util.Base64.getEncoder().encodeToString((username + ":" + password).getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> issued = http.send(HttpRequest.newBuilder(URI.create(site + "/api/account/tokens"))
                .header("Authorization", "Basic " + basic).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"swarm\"}")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(issued.statusCode()).as(issued.body()).isEqualTo(201);
        return json.readTree(issued.body()).get("token").asString();
    }

    private JsonNode upload(String site, String token, String contest, String language, String fileName, byte[] file)
            throws Exception {
        String boundary = "arena-" + UUID.randomUUID();
        List<byte[]> parts = new ArrayList<>();
        parts.add(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"language\"\r\n\r\n" + language + "\r\n")
                .getBytes(StandardCharsets.UTF_8));
        parts.add(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + fileName
                + "\"\r\nContent-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        parts.add(file);
        parts.add(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(site + "/api/contests/" + contest + "/submissions"))
                .header("Authorization", "Bearer " + token).header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArrays(parts)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(202);
        return json.readTree(response.body());
    }

    private double workersAlive(String site, String metricsToken) {
        HttpResponse<String> scraped = get(site + "/actuator/prometheus", metricsToken);
        if (status(scraped) != 200) {
            return 0;
        }
        Matcher alive = Pattern.compile("(?m)^arena_workers_alive(?:\\{[^}]*\\})? ([0-9.eE+]+)$").matcher(scraped.body());
        return alive.find() ? Double.parseDouble(alive.group(1)) : 0;
    }

    private JsonNode awaitJson(String url, String token, Predicate<JsonNode> done, String stack) throws Exception {
        try {
            return Eventually.await(url, PIPELINE).pollInterval(Duration.ofSeconds(1)).until(() -> {
                HttpResponse<String> response = get(url, token);
                return status(response) == 200 ? json.readTree(response.body()) : null;
            }, found -> found != null && done.test(found));
        } catch (ConditionTimeoutException e) {
            throw new AssertionError("waited for " + url + "; the stack:\n" + diagnose(stack), e);
        }
    }

    private void await(java.util.function.BooleanSupplier condition, Duration timeout, String what, String stack)
            throws InterruptedException {
        try {
            Eventually.await(what, timeout).pollInterval(Duration.ofSeconds(1)).until(condition::getAsBoolean);
        } catch (ConditionTimeoutException e) {
            throw new AssertionError("waited for: " + what + "; the stack:\n" + diagnose(stack), e);
        }
    }

    /** The services' tasks and the end of their logs, for a failing test's message. */
    private String diagnose(String stack) {
        StringBuilder out = new StringBuilder();
        try {
            out.append(run(Duration.ofSeconds(30), Map.of(), "docker", "stack", "ps", "--no-trunc", stack));
            for (String service : List.of("site", "worker", "db")) {
                out.append("\n--- ").append(service).append('\n')
                        .append(run(Duration.ofSeconds(30), Map.of(), "docker", "service", "logs", "--tail", "40", stack + "_" + service));
            }
        } catch (Exception | AssertionError e) {
            out.append("(").append(e.getMessage()).append(")");
        }
        return out.toString();
    }

    private void removeVolumeWhenFree(String volume) throws Exception {
        // the stack's containers go away in the background; the volume can be removed once they have
        Eventually.await("volume " + volume + " removed", Duration.ofMinutes(1)).pollInterval(Duration.ofSeconds(1))
                .until(() -> {
                    Process removal = new ProcessBuilder("docker", "volume", "rm", "-f", volume).redirectErrorStream(true)
                            .start();
                    String out = new String(removal.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                    return removal.waitFor() == 0 && !out.contains("in use");
                });
    }

    private HttpResponse<String> get(String url, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            return null; // not up yet
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static int status(HttpResponse<?> response) {
        return response == null ? 0 : response.statusCode();
    }

    private HttpResponse<String> post(String url, String token, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Runs a command to its end; its output, or an assertion error with it. */
    private static String run(Duration timeout, Map<String, String> env, String... command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).directory(ROOT.toFile());
        builder.environment().putAll(env);
        Path out = Files.createTempFile("arena-swarm", ".log");
        builder.redirectOutput(out.toFile());
        Process process = builder.start();
        boolean ended = process.waitFor(timeout.toSeconds(), TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        String output = Files.readString(out);
        Files.deleteIfExists(out);
        if (!ended || process.exitValue() != 0) {
            throw new AssertionError(String.join(" ", command) + (ended ? " failed (exit " + process.exitValue() + ")" : " timed out")
                    + ":\n" + output);
        }
        return output;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = SwarmDeploymentIT.class.getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return in.readAllBytes();
        }
    }
}
