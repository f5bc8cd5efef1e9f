package arena.game.racetrack.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.process.HttpSeat;
import arena.game.api.MatchSetup;
import arena.game.api.ReasonCode;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.racetrack.RacetrackEngine;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The engine with an HTTP seat at a URL against a real HTTP server, with 200 ms limits. */
class UrlStrategyTest {

    private static final Limits SHORT = new Limits(Duration.ofMillis(200), Duration.ofMillis(200), Duration.ZERO, 512,
            1_048_576);

    private final CountDownLatch release = new CountDownLatch(1);
    private HttpServer server;

    @AfterEach
    void stopServer() {
        release.countDown();
        server.stop(0);
    }

    @Test
    void answerIsEvaluatedWithItsProcessingTime() throws Exception {
        serve(200, "LURR0DDLLL", false);

        SeatResult result = play();

        assertThat(result.status()).isEqualTo("FINISHED");
        assertThat(result.score().display()).isEqualTo("9.500000");
        assertThat(result.details()).containsKey("answer time");
    }

    @Test
    void serverThatDoesNotAnswerInTimeIsTimeLimit() throws Exception {
        serve(200, "LURR0DDLLL", true);

        SeatResult result = play();

        assertThat(result.status()).isEqualTo("NO_ANSWER");
        assertThat(result.verdict().code()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(result.verdict().message()).matches("no answer after [0-9,]+ ms \\(limit 200 ms\\)");
    }

    @Test
    void errorStatusIsNoAnswer() throws Exception {
        serve(500, "oops", false);

        SeatResult result = play();

        assertThat(result.status()).isEqualTo("NO_ANSWER");
        assertThat(result.verdict().message()).isEqualTo("HTTP status 500");
    }

    @Test
    void refusedConnectionIsNoAnswerWithTheReason() throws Exception {
        serve(200, "", false);
        server.stop(0);

        SeatResult result = play();

        assertThat(result.status()).isEqualTo("NO_ANSWER");
        assertThat(result.verdict().code()).isEqualTo(ReasonCode.NO_ANSWER);
        assertThat(result.verdict().message()).isNotBlank();
    }

    private SeatResult play() throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup(RacetrackEngine.SOLO, "T1", 0, List.of("url"), SHORT, Map.of()));
        URI url = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/strategy");
        hub.add(HttpSeat.listening(0, "url", url, "text/plain", SHORT, hub));
        return new RacetrackEngine().play(hub).result(0);
    }

    private void serve(int status, String answer, boolean stall) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/strategy", exchange -> {
            exchange.getRequestBody().readAllBytes();
            if (stall) {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            byte[] body = answer.getBytes(StandardCharsets.US_ASCII);
            exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }
}
