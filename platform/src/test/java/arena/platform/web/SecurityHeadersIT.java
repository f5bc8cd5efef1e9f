package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountTestContext;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Over real HTTP (forwarded headers are the server's business, not MockMvc's): the session cookie is
 * SameSite=Lax and HttpOnly, and Secure behind a TLS proxy that says X-Forwarded-Proto: https; pages and
 * the API carry the Content Security Policy and the other protective headers.
 */
@AccountTestContext
class SecurityHeadersIT {

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    private HttpResponse<String> get(String path, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String sessionCookie(HttpResponse<?> response) {
        List<String> cookies = response.headers().allValues("Set-Cookie");
        return cookies.stream().filter(cookie -> cookie.startsWith("SESSION=")).findFirst()
                .orElseThrow(() -> new AssertionError("no session cookie in " + cookies));
    }

    @Test
    void theSessionCookieIsLaxAndHttpOnlyAndNotSecureOverPlainHttp() throws Exception {
        String cookie = sessionCookie(get("/login"));
        assertThat(cookie).contains("SameSite=Lax").contains("HttpOnly").doesNotContain("Secure");
    }

    @Test
    void behindATlsProxyTheSessionCookieIsSecure() throws Exception {
        HttpResponse<String> response = get("/login", "X-Forwarded-Proto", "https", "X-Forwarded-For", "203.0.113.9");
        assertThat(sessionCookie(response)).contains("Secure").contains("SameSite=Lax").contains("HttpOnly");
        assertThat(response.headers().firstValue("Strict-Transport-Security")).isPresent();
    }

    @Test
    void pagesAndTheApiCarryTheContentSecurityPolicy() throws Exception {
        for (String path : List.of("/", "/login", "/contests/racetrack", "/api/contests", "/swagger-ui/index.html")) {
            HttpResponse<String> response = get(path);
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Security-Policy")).as(path).contains(path.startsWith("/swagger-ui/")
                    ? SecurityConfiguration.SWAGGER_UI_POLICY : SecurityConfiguration.CONTENT_SECURITY_POLICY);
            assertThat(response.headers().firstValue("X-Content-Type-Options")).as(path).contains("nosniff");
            assertThat(response.headers().firstValue("X-Frame-Options")).as(path).contains("DENY");
            assertThat(response.headers().firstValue("Referrer-Policy")).as(path).contains("same-origin");
        }
    }

    @Test
    void noPageHasAnInlineScriptOrStyle() throws Exception {
        for (String path : List.of("/", "/login", "/register", "/contests/racetrack", "/contests/racetrack/maps",
                "/contests/bomber", "/contests/chess", "/contests/bomber/standings", "/contests/bomber/stages", "/rating")) {
            String page = get(path).body();
            // a JSON data block (the viewers' labels) is never run, so the policy allows it
            assertThat(page).as(path).doesNotContainPattern("<script(?![^>]*\\ssrc=)(?![^>]*type=\"application/json\")[^>]*>")
                    .doesNotContain("<style").doesNotContainPattern("\\sstyle=\"").doesNotContainPattern("\\son[a-z]+=\"");
        }
    }
}
