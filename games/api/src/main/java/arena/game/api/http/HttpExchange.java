package arena.game.api.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ProtocolException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
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
            out.write(requestHead(uri, port, tls, contentType, body.length));
            out.write(body);
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

    private static byte[] requestHead(URI uri, int port, boolean tls, String contentType, int length) {
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        if (uri.getRawQuery() != null) {
            path += "?" + uri.getRawQuery();
        }
        boolean defaultPort = port == (tls ? 443 : 80);
        String host = uri.getHost() + (defaultPort ? "" : ":" + port);
        String head = "POST " + path + " HTTP/1.1\r\n"
                + "Host: " + host + "\r\n"
                + "Accept: " + contentType + "\r\n"
                + "Content-Type: " + contentType + "\r\n"
                + "Content-Length: " + length + "\r\n"
                + "User-Agent: Arena\r\n"
                + "Connection: close\r\n"
                + "\r\n";
        return head.getBytes(StandardCharsets.US_ASCII);
    }

    private Response readResponse(Socket s, InputStream raw, int first, long processing) throws IOException {
        long bodyDeadline = System.nanoTime() + bodyTimeout.toNanos();
        DeadlineInput in = new DeadlineInput(s, raw, first, bodyDeadline);
        String statusLine = in.line();
        String[] parts = statusLine.split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/1.")) {
            throw new ProtocolException("malformed status line: " + abbreviate(statusLine));
        }
        int status;
        try {
            status = Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new ProtocolException("malformed status code: " + abbreviate(statusLine));
        }
        long contentLength = -1;
        boolean chunked = false;
        for (String header = in.line(); !header.isEmpty(); header = in.line()) {
            int colon = header.indexOf(':');
            if (colon <= 0) {
                throw new ProtocolException("malformed header: " + abbreviate(header));
            }
            String name = header.substring(0, colon).trim().toLowerCase();
            String value = header.substring(colon + 1).trim();
            if (name.equals("content-length")) {
                try {
                    contentLength = Long.parseLong(value);
                } catch (NumberFormatException e) {
                    throw new ProtocolException("malformed Content-Length: " + abbreviate(value));
                }
            } else if (name.equals("transfer-encoding") && value.toLowerCase().contains("chunked")) {
                chunked = true;
            }
        }
        LimitedBody body = new LimitedBody(maxBodyBytes);
        if (chunked) {
            while (!body.full()) {
                String sizeLine = in.line();
                int semicolon = sizeLine.indexOf(';');
                long size;
                try {
                    size = Long.parseLong((semicolon >= 0 ? sizeLine.substring(0, semicolon) : sizeLine).trim(), 16);
                } catch (NumberFormatException e) {
                    throw new ProtocolException("malformed chunk size: " + abbreviate(sizeLine));
                }
                if (size == 0) {
                    break;
                }
                in.copy(body, size);
                in.line();
            }
        } else if (contentLength >= 0) {
            in.copy(body, contentLength);
        } else {
            in.copy(body, Long.MAX_VALUE);
        }
        return new Response(status, body.bytes(), body.full(), processing);
    }

    private static int timeoutMillis(Duration duration) {
        long millis = Math.max(1, duration.toMillis());
        return (int) Math.min(Integer.MAX_VALUE, millis);
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "...";
    }

    /** Collects at most limit + 1 bytes, so an oversized body is detected without reading all of it. */
    private static final class LimitedBody {
        private final long limit;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        LimitedBody(long limit) {
            this.limit = limit;
        }

        boolean full() {
            return bytes.size() > limit;
        }

        void write(byte[] data, int length) {
            long room = limit + 1 - bytes.size();
            bytes.write(data, 0, (int) Math.min(room, length));
        }

        byte[] bytes() {
            return bytes.toByteArray();
        }
    }

    /** Reads the response with one deadline for everything after its first byte. */
    private static final class DeadlineInput {
        private static final int MAX_LINE = 16 * 1024;
        private final Socket socket;
        private final InputStream in;
        private final long deadline;
        private int pushedBack;

        DeadlineInput(Socket socket, InputStream in, int first, long deadline) {
            this.socket = socket;
            this.in = in;
            this.deadline = deadline;
            this.pushedBack = first;
        }

        private void arm() throws IOException {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new TimeoutException("the response body did not arrive in time");
            }
            socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, left / 1_000_000)));
        }

        int read() throws IOException {
            if (pushedBack >= 0) {
                int b = pushedBack;
                pushedBack = -1;
                return b;
            }
            arm();
            try {
                return in.read();
            } catch (SocketTimeoutException e) {
                throw new TimeoutException("the response body did not arrive in time");
            }
        }

        String line() throws IOException {
            StringBuilder line = new StringBuilder();
            for (int b = read(); b != '\n'; b = read()) {
                if (b < 0) {
                    throw new ProtocolException("the response ended in the middle of a line");
                }
                if (line.length() >= MAX_LINE) {
                    throw new ProtocolException("a response header line is too long");
                }
                line.append((char) b);
            }
            int end = line.length();
            if (end > 0 && line.charAt(end - 1) == '\r') {
                line.setLength(end - 1);
            }
            return line.toString();
        }

        /** Copies up to {@code length} bytes (or to the end of the stream) into the body; stops when it is full. */
        void copy(LimitedBody body, long length) throws IOException {
            byte[] buffer = new byte[8192];
            long left = length;
            if (pushedBack >= 0 && left > 0) {
                buffer[0] = (byte) read();
                body.write(buffer, 1);
                left--;
            }
            while (left > 0 && !body.full()) {
                arm();
                int n;
                try {
                    n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
                } catch (SocketTimeoutException e) {
                    throw new TimeoutException("the response body did not arrive in time");
                }
                if (n < 0) {
                    if (length != Long.MAX_VALUE) {
                        throw new ProtocolException("the response ended before its announced length");
                    }
                    return;
                }
                body.write(buffer, n);
                left -= n;
            }
        }
    }
}
