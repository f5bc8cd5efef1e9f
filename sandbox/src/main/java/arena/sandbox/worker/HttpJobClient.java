package arena.sandbox.worker;

import arena.sandbox.build.BuildResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.json.JsonMapper;

/**
 * A remote worker's queue: the site's worker API over HTTP with the worker's own credential ({@code arenaw_...}, made by
 * an admin or got with a join token: {@link #join}). The worker holds no database credentials. Artifacts are cached by
 * submission (they never change).
 */
public final class HttpJobClient implements JobClient {

    static final String LEASE_HEADER = "X-Arena-Lease";
    private static final int MAX_CACHED_ARTIFACTS = 64;

    private final URI site;
    private final String token;
    private final HttpClient http;
    private final JsonMapper json = JsonMapper.builder().build();
    private final Map<Long, byte[]> artifacts = new ConcurrentHashMap<>();

    /** @param credential the worker's own credential */
    public HttpJobClient(URI site, String credential) {
        this.site = site;
        this.token = credential;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    /**
     * A new worker exchanges a join token for a credential of its own, named as it asks (its worker id): the site
     * answers with it once.
     *
     * @throws IllegalStateException with the site's reason when it refuses (an unknown, used up or revoked token)
     */
    public static String join(URI site, String joinToken, String name) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        HttpRequest request = HttpRequest.newBuilder(site.resolve("/api/worker/join?name="
                        + java.net.URLEncoder.encode(name, StandardCharsets.UTF_8))).timeout(Duration.ofMinutes(1))
                .header("Authorization", "Bearer " + joinToken).POST(HttpRequest.BodyPublishers.noBody()).build();
        try {
            HttpResponse<byte[]> response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
            if (response.statusCode() != 201) {
                throw new IllegalStateException("the site refused the join token (HTTP " + response.statusCode() + "): "
                        + new String(response.body(), StandardCharsets.UTF_8));
            }
            return JsonMapper.builder().build().readTree(response.body()).get("credential").asString();
        } catch (IOException e) {
            throw new UncheckedIOException("the site is unreachable: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(site.resolve(path)).timeout(Duration.ofMinutes(2))
                .header("Authorization", "Bearer " + token);
    }

    private HttpResponse<byte[]> send(HttpRequest request) {
        try {
            HttpResponse<byte[]> response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
            if (response.statusCode() == 401 || response.statusCode() == 403) {
                // unknown or revoked (401), or a job another worker holds (403): the site says which
                throw new IllegalStateException("the site refused this worker's credential (HTTP " + response.statusCode()
                        + "): " + new String(response.body(), StandardCharsets.UTF_8));
            }
            return response;
        } catch (IOException e) {
            throw new UncheckedIOException("the site is unreachable: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private HttpRequest.BodyPublisher body(Object value) {
        return HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(value));
    }

    private void postResult(LeasedJob job, String what, Object value) {
        HttpResponse<byte[]> response = send(request("/api/worker/jobs/" + job.id() + "/" + what)
                .header(LEASE_HEADER, job.leaseToken()).header("Content-Type", "application/json")
                .POST(body(value)).build());
        if (response.statusCode() == 409) {
            // the lease was lost: another worker has the job now; our result is not wanted
            return;
        }
        expect(response, 204);
    }

    private static void expect(HttpResponse<byte[]> response, int status) {
        if (response.statusCode() != status) {
            throw new IllegalStateException("the site answered HTTP " + response.statusCode() + ": "
                    + new String(response.body(), StandardCharsets.UTF_8));
        }
    }

    @Override
    public Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots) {
        return lease(workerId, anyonesCode, slots, null);
    }

    @Override
    public Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots, String sandbox) {
        return lease(workerId, anyonesCode, slots, sandbox, null);
    }

    @Override
    public Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots, String sandbox, String runtime) {
        HttpResponse<byte[]> response = send(request("/api/worker/lease?worker="
                + java.net.URLEncoder.encode(workerId, StandardCharsets.UTF_8) + "&anyonesCode=" + anyonesCode
                + "&slots=" + slots
                + (sandbox == null ? "" : "&sandbox=" + java.net.URLEncoder.encode(sandbox, StandardCharsets.UTF_8))
                + (runtime == null ? "" : "&runtime=" + java.net.URLEncoder.encode(runtime, StandardCharsets.UTF_8)))
                .POST(HttpRequest.BodyPublishers.noBody()).build());
        if (response.statusCode() == 204) {
            return Optional.empty();
        }
        expect(response, 200);
        return Optional.of(json.readValue(response.body(), LeasedJob.class));
    }

    @Override
    public boolean heartbeat(LeasedJob job) {
        return heartbeat(job, null);
    }

    @Override
    public boolean heartbeat(LeasedJob job, GameProgress.Turn progress) {
        String at = progress == null ? "" : "?turn=" + progress.turn() + "&turns=" + progress.turns();
        HttpResponse<byte[]> response = send(request("/api/worker/jobs/" + job.id() + "/heartbeat" + at)
                .header(LEASE_HEADER, job.leaseToken()).POST(HttpRequest.BodyPublishers.noBody()).build());
        expect(response, 200);
        return json.readTree(response.body()).get("held").asBoolean();
    }

    @Override
    public void completeCompile(LeasedJob job, BuildResult result) {
        postResult(job, "compiled", result);
    }

    @Override
    public void completeMatch(LeasedJob job, MatchReport report) {
        postResult(job, "played", report);
    }

    @Override
    public void fail(LeasedJob job, String reason) {
        postResult(job, "failed", Map.of("reason", reason == null ? "unknown" : reason));
    }

    @Override
    public byte[] artifact(long submissionId) {
        byte[] cached = artifacts.get(submissionId);
        if (cached != null) {
            return cached;
        }
        HttpResponse<byte[]> response = send(request("/api/worker/artifacts/" + submissionId).GET().build());
        expect(response, 200);
        if (artifacts.size() >= MAX_CACHED_ARTIFACTS) {
            artifacts.clear();
        }
        artifacts.put(submissionId, response.body());
        return response.body();
    }
}
