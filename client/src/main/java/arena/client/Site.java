package arena.client;

import arena.game.cli.ToolVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The REST API over java.net.http: JSON in and out, a bearer token on every call, and every refusal turned
 * into an {@link ApiException} with the problem's reason code.
 */
final class Site {

    static final String USER_AGENT = "arena-client/" + ToolVersion.version();
    private static final Duration CALL_TIMEOUT = Duration.ofMinutes(2);

    private final String base;
    private final String authorization;
    private final HttpClient http;
    final JsonMapper json = JsonMapper.builder().build();

    private Site(String base, String authorization) {
        this.base = base;
        this.authorization = authorization;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(15))
                .followRedirects(HttpClient.Redirect.NORMAL).build();
    }

    static Site withToken(String base, String token) {
        return new Site(base, token == null ? null : "Bearer " + token);
    }

    /** Only for creating a token: the one call that takes a password. */
    static Site withPassword(String base, String username, char[] password) {
        String pair = username + ":" + new String(password);
        return new Site(base, "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8)));
    }

    String base() {
        return base;
    }

    JsonNode get(String path) {
        return parse(send(request(path).GET()));
    }

    JsonNode postJson(String path, Object body) {
        byte[] bytes = json.writeValueAsBytes(body);
        return parse(send(request(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(bytes))));
    }

    JsonNode postMultipart(String path, Multipart form) {
        return parse(send(request(path).header("Content-Type", form.contentType())
                .POST(HttpRequest.BodyPublishers.ofByteArray(form.body()))));
    }

    byte[] download(String path) {
        return send(request(path).GET());
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(base + path)).timeout(CALL_TIMEOUT)
                .header("Accept", "application/json, application/problem+json, */*")
                .header("User-Agent", USER_AGENT);
        if (authorization != null) {
            builder.header("Authorization", authorization);
        }
        return builder;
    }

    private byte[] send(HttpRequest.Builder builder) {
        HttpRequest request = builder.build();
        HttpResponse<byte[]> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (ConnectException e) {
            throw new Unreachable("cannot connect to " + base + " (is the site running?)");
        } catch (HttpTimeoutException e) {
            throw new Unreachable("no answer from " + base + " within " + CALL_TIMEOUT.toSeconds() + " s");
        } catch (IOException e) {
            throw new Unreachable("cannot talk to " + base + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Unreachable("interrupted");
        }
        if (response.statusCode() / 100 != 2) {
            throw refusal(response);
        }
        return response.body();
    }

    private ApiException refusal(HttpResponse<byte[]> response) {
        int status = response.statusCode();
        String type = response.headers().firstValue("Content-Type").orElse("");
        if (type.contains("json")) {
            try {
                JsonNode problem = json.readTree(response.body());
                String code = text(problem, "code");
                String detail = text(problem, "detail");
                if (detail == null) {
                    detail = text(problem, "title");
                }
                return new ApiException(status, code != null ? code : "HTTP_" + status,
                        detail != null ? detail : "the site answered " + status);
            } catch (JacksonException e) {
                // not problem details after all: fall through to the generic sentence
            }
        }
        return new ApiException(status, "HTTP_" + status, "the site answered " + status + " for "
                + response.request().method() + " " + response.request().uri().getPath());
    }

    private JsonNode parse(byte[] body) {
        if (body.length == 0) {
            return json.nullNode();
        }
        try {
            return json.readTree(body);
        } catch (JacksonException e) {
            throw new Unreachable("the site's answer is not JSON: is " + base + " an Arena site?");
        }
    }

    static String text(JsonNode node, String field) {
        JsonNode value = node == null ? null : node.get(field);
        return value == null || value.isNull() ? null : value.asString();
    }

    /** The site could not be reached or did not answer like an Arena site. */
    static final class Unreachable extends UncheckedIOException {

        Unreachable(String message) {
            super(message, new IOException(message));
        }
    }
}
