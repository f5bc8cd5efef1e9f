package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountTestContext;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Over real HTTP (the filters as the server runs them): a page's links are written as the template gives them,
 * not looked up as static files to be rewritten (see {@link ResourceLinks}), and a WebJars script's address
 * without a version is still served.
 */
@AccountTestContext
class ResourceLinksIT {

    private static final String HTMX = "/webjars/htmx.org/dist/htmx.min.js";

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void pagesLinkScriptsAsWrittenAndTheUnversionedAddressServesThem() throws Exception {
        HttpResponse<String> page = get("/login");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("src=\"" + HTMX + "\"");

        HttpResponse<String> script = get(HTMX);
        assertThat(script.statusCode()).isEqualTo(200);
        assertThat(script.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).contains("javascript"));
        assertThat(script.body()).contains("htmx");
    }
}
