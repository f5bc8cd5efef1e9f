package arena.game.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.ProtocolException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Requests and responses of the HTTP games, as bytes. */
class HttpMessagesTest {

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static HttpMessages.Response parse(byte[] raw, long maxBodyBytes, boolean cut) throws IOException {
        return HttpMessages.readResponse(new ByteArrayInputStream(raw), maxBodyBytes, cut);
    }

    private static String body(HttpMessages.Response response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }

    @Test
    void requestIsOnePostWithTheContractHeaders() {
        String request = new String(HttpMessages.postRequest("127.0.0.1:8080", "/", "text/plain", bytes("track")), StandardCharsets.US_ASCII);

        assertThat(request).isEqualTo("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: text/plain\r\n"
                + "Content-Type: text/plain\r\nContent-Length: 5\r\nUser-Agent: Arena\r\nConnection: close\r\n\r\ntrack");
    }

    @Test
    void readsABodyByContentLength() throws IOException {
        HttpMessages.Response response = parse(bytes("HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nUURR"), 100, false);

        assertThat(response.status()).isEqualTo(200);
        assertThat(body(response)).isEqualTo("UURR");
        assertThat(response.truncated()).isFalse();
    }

    @Test
    void readsChunksAndBodiesUpToTheEnd() throws IOException {
        assertThat(body(parse(bytes("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "2\r\nUU\r\n3;x=y\r\nRRD\r\n0\r\n\r\n"), 100, false))).isEqualTo("UURRD");
        assertThat(body(parse(bytes("HTTP/1.0 404 Not Found\n\nno such move"), 100, false)))
                .isEqualTo("no such move");
    }

    @Test
    void cutsTheBodyAfterTheLimitPlusOneByte() throws IOException {
        HttpMessages.Response response = parse(bytes("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n0123456789"), 4, false);

        assertThat(body(response)).isEqualTo("01234");
        assertThat(response.truncated()).isTrue();
    }

    @Test
    void aResponseTheRelayCutIsTruncated() throws IOException {
        HttpMessages.Response response = parse(bytes("HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n0123"), 3, true);

        assertThat(response.truncated()).isTrue();
    }

    @Test
    void malformedResponsesSayWhatIsWrong() {
        assertThatThrownBy(() -> parse(bytes("SSH-2.0-OpenSSH\r\n"), 100, false))
                .isInstanceOf(ProtocolException.class).hasMessageStartingWith("malformed status line");
        assertThatThrownBy(() -> parse(bytes("HTTP/1.1 abc OK\r\n\r\n"), 100, false))
                .hasMessageStartingWith("malformed status code");
        assertThatThrownBy(() -> parse(bytes("HTTP/1.1 200 OK\r\nno colon\r\n\r\n"), 100, false))
                .hasMessageStartingWith("malformed header");
        assertThatThrownBy(() -> parse(bytes("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nabc"), 100, false))
                .hasMessage("the response ended before its announced length");
        assertThatThrownBy(() -> parse(bytes("HTTP/1.1 200 OK\r\nContent-"), 100, false))
                .hasMessage("the response ended in the middle of a line");
    }
}
