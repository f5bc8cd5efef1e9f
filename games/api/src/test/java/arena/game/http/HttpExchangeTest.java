package arena.game.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ProtocolException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class HttpExchangeTest {

    private HttpServer server;
    private final AtomicReference<String> received = new AtomicReference<>();
    private final AtomicReference<String> contentType = new AtomicReference<>();

    private URI serve(int status, byte[] body, boolean chunked) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            received.set(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.US_ASCII));
            contentType.set(exchange.getRequestHeaders().getFirst("Content-Type"));
            exchange.sendResponseHeaders(status, chunked ? 0 : body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/solve");
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    private static HttpExchange exchange(long maxBody, Duration firstByte) {
        return new HttpExchange(Duration.ofSeconds(2), firstByte, Duration.ofSeconds(2), maxBody);
    }

    @Test
    void postsThePlainTextBodyAndReadsTheAnswer() throws IOException {
        URI uri = serve(200, "LURR0DDLLL".getBytes(StandardCharsets.US_ASCII), false);
        HttpExchange.Response response = exchange(100, Duration.ofSeconds(2)).post(uri, "text/plain", "1 LLLUUUURRRRRRDDDDLLL".getBytes());
        assertThat(response.status()).isEqualTo(200);
        assertThat(new String(response.body(), StandardCharsets.US_ASCII)).isEqualTo("LURR0DDLLL");
        assertThat(response.truncated()).isFalse();
        assertThat(received.get()).isEqualTo("1 LLLUUUURRRRRRDDDDLLL");
        assertThat(contentType.get()).isEqualTo("text/plain");
    }

    @Test
    void readsChunkedBodies() throws IOException {
        URI uri = serve(200, "0".repeat(20_000).getBytes(StandardCharsets.US_ASCII), true);
        HttpExchange.Response response = exchange(1 << 20, Duration.ofSeconds(2)).post(uri, "text/plain", new byte[0]);
        assertThat(response.body()).hasSize(20_000);
    }

    @Test
    void cutsAnOversizedBodyJustAfterTheLimit() throws IOException {
        URI uri = serve(200, new byte[5000], false);
        HttpExchange.Response response = exchange(1000, Duration.ofSeconds(2)).post(uri, "text/plain", new byte[0]);
        assertThat(response.truncated()).isTrue();
        assertThat(response.body()).hasSize(1001);
    }

    @Test
    void reportsTheStatus() throws IOException {
        URI uri = serve(503, "busy".getBytes(), false);
        assertThat(exchange(100, Duration.ofSeconds(2)).post(uri, "text/plain", new byte[0]).status()).isEqualTo(503);
    }

    @Test
    void silentServerTimesOut() throws IOException {
        try (ServerSocket silent = new ServerSocket(0)) {
            URI uri = URI.create("http://127.0.0.1:" + silent.getLocalPort() + "/");
            Thread accept = new Thread(() -> {
                try (Socket ignored = silent.accept()) {
                    Thread.sleep(2000);
                } catch (IOException | InterruptedException e) {
                    // the test is over
                }
            });
            accept.start();
            assertThatThrownBy(() -> exchange(100, Duration.ofMillis(200)).post(uri, "text/plain", new byte[0]))
                    .isInstanceOf(HttpExchange.TimeoutException.class);
            accept.interrupt();
        }
    }

    @Test
    void garbageIsAProtocolError() throws IOException {
        try (ServerSocket garbage = new ServerSocket(0)) {
            URI uri = URI.create("http://127.0.0.1:" + garbage.getLocalPort() + "/");
            Thread accept = new Thread(() -> {
                try (Socket socket = garbage.accept()) {
                    socket.getOutputStream().write("SSH-2.0-OpenSSH\r\n\r\n".getBytes());
                } catch (IOException e) {
                    // the test is over
                }
            });
            accept.start();
            assertThatThrownBy(() -> exchange(100, Duration.ofSeconds(2)).post(uri, "text/plain", new byte[0]))
                    .isInstanceOf(ProtocolException.class);
        }
    }

    @Test
    void refusedConnectionFails() throws IOException {
        int port;
        try (ServerSocket closed = new ServerSocket(0)) {
            port = closed.getLocalPort();
        }
        URI uri = URI.create("http://127.0.0.1:" + port + "/");
        assertThatThrownBy(() -> exchange(100, Duration.ofSeconds(1)).post(uri, "text/plain", new byte[0]))
                .isInstanceOf(java.net.ConnectException.class);
    }
}
