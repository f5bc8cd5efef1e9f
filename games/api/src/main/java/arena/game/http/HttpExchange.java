package arena.game.http;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.SequenceInputStream;
import java.net.InetSocketAddress;
import java.net.ProtocolException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.time.Duration;
import javax.net.ssl.SSLSocketFactory;

/**
 * One HTTP/1.1 POST on its own connection, as the HTTP games require: no redirects, no retries,
 * {@code Connection: close}, the body read through a size limit, and the processing time measured
 * from the request fully written to the first byte of the response.
 *
 * <p>A plain socket rather than {@code java.net.http.HttpClient}: that client keeps connections open
 * in its pool, which stalls a single-threaded strategy server waiting on the idle connection.
 */
public final class HttpExchange {

    /** A response: status, body (at most the limit + 1 bytes), and the processing time. */
    public record Response(int status, byte[] body, boolean truncated, long processingNanos) {
    }

    /** No response within the time allowed. */
    public static final class TimeoutException extends IOException {
        public TimeoutException(String message) {
            super(message);
        }
    }

    private final Duration connectTimeout;
    private final Duration firstByteTimeout;
    private final Duration bodyTimeout;
    private final long maxBodyBytes;
    private volatile Socket socket;
    private volatile boolean cancelled;

    public HttpExchange(Duration connectTimeout, Duration firstByteTimeout, Duration bodyTimeout, long maxBodyBytes) {
        this.connectTimeout = connectTimeout;
        this.firstByteTimeout = firstByteTimeout;
        this.bodyTimeout = bodyTimeout;
        this.maxBodyBytes = maxBodyBytes;
    }

    /** Closes the connection of an exchange under way; {@link #post} then fails. */
    public void cancel() {
        cancelled = true;
        Socket current = socket;
        if (current != null) {
            try {
                current.close();
            } catch (IOException ignored) {
                // closing is all we wanted
            }
        }
    }

    public Response post(URI uri, String contentType, byte[] body) throws IOException {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase();
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new IOException("only http and https URLs are supported: " + uri);
        }
        if (uri.getHost() == null) {
            throw new IOException("URL without a host: " + uri);
        }
        boolean tls = scheme.equals("https");
        int port = uri.getPort() >= 0 ? uri.getPort() : (tls ? 443 : 80);
        try (Socket s = tls ? SSLSocketFactory.getDefault().createSocket() : new Socket()) {
            socket = s;
            if (cancelled) {
                throw new IOException("cancelled");
            }
            s.setTcpNoDelay(true);
            s.connect(new InetSocketAddress(uri.getHost(), port), (int) connectTimeout.toMillis());
            OutputStream out = s.getOutputStream();
            out.write(HttpMessages.postRequest(hostHeader(uri, port, tls), path(uri), contentType, body));
            out.flush();
            long written = System.nanoTime();
            InputStream in = s.getInputStream();
            s.setSoTimeout(timeoutMillis(firstByteTimeout));
            int first;
            try {
                first = in.read();
            } catch (SocketTimeoutException e) {
                throw new TimeoutException("no response within " + firstByteTimeout.toMillis() + " ms");
            }
            long processing = System.nanoTime() - written;
            if (first < 0) {
                throw new ProtocolException("the server closed the connection without a response");
            }
            return readResponse(s, in, first, processing);
        } finally {
            socket = null;
        }
    }

    private Response readResponse(Socket s, InputStream raw, int first, long processing) throws IOException {
        InputStream rest = new DeadlineInput(s, raw, System.nanoTime() + bodyTimeout.toNanos());
        InputStream whole = new SequenceInputStream(new ByteArrayInputStream(new byte[] {(byte) first}), rest);
        HttpMessages.Response response = HttpMessages.readResponse(whole, maxBodyBytes, false);
        return new Response(response.status(), response.body(), response.truncated(), processing);
    }

    private static int timeoutMillis(Duration duration) {
        long millis = Math.max(1, duration.toMillis());
        return (int) Math.min(Integer.MAX_VALUE, millis);
    }

    private static String path(URI uri) {
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        return uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
    }

    private static String hostHeader(URI uri, int port, boolean tls) {
        boolean defaultPort = port == (tls ? 443 : 80);
        return uri.getHost() + (defaultPort ? "" : ":" + port);
    }

    /** The socket's input with one deadline for everything after the response's first byte. */
    private static final class DeadlineInput extends InputStream {
        private final Socket socket;
        private final InputStream in;
        private final long deadline;

        DeadlineInput(Socket socket, InputStream in, long deadline) {
            this.socket = socket;
            this.in = in;
            this.deadline = deadline;
        }

        private void arm() throws IOException {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new TimeoutException("the response body did not arrive in time");
            }
            socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, left / 1_000_000)));
        }

        @Override
        public int read() throws IOException {
            arm();
            try {
                return in.read();
            } catch (SocketTimeoutException e) {
                throw new TimeoutException("the response body did not arrive in time");
            }
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            arm();
            try {
                return in.read(buffer, offset, length);
            } catch (SocketTimeoutException e) {
                throw new TimeoutException("the response body did not arrive in time");
            }
        }
    }
}
