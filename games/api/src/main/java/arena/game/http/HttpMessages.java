package arena.game.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ProtocolException;
import java.nio.charset.StandardCharsets;

/**
 * The bytes of the HTTP games' exchange, wherever it travels (a socket here, a container's relay in
 * the Docker sandbox): one POST with the contract's headers, and a response read with one set of
 * rules — status line, headers, a body by {@code Content-Length}, chunks or up to the end, kept up to
 * the limit + 1 bytes so an oversized body is seen without reading all of it.
 */
public final class HttpMessages {

    private static final int MAX_LINE = 16 * 1024;

    /** A response; {@code truncated} when the body was longer than the limit. */
    public record Response(int status, byte[] body, boolean truncated) {
    }

    private HttpMessages() {
    }

    /** A POST of {@code body}: {@code Accept} and {@code Content-Type} as given, one request per connection. */
    public static byte[] postRequest(String host, String path, String contentType, byte[] body) {
        String head = "POST " + path + " HTTP/1.1\r\n"
                + "Host: " + host + "\r\n"
                + "Accept: " + contentType + "\r\n"
                + "Content-Type: " + contentType + "\r\n"
                + "Content-Length: " + body.length + "\r\n"
                + "User-Agent: Arena\r\n"
                + "Connection: close\r\n"
                + "\r\n";
        byte[] headBytes = head.getBytes(StandardCharsets.US_ASCII);
        byte[] request = new byte[headBytes.length + body.length];
        System.arraycopy(headBytes, 0, request, 0, headBytes.length);
        System.arraycopy(body, 0, request, headBytes.length, body.length);
        return request;
    }

    /**
     * Reads one response.
     *
     * @param cut whether the bytes were cut off after a cap on their way: a response that ends early is
     *            then one larger than the limit, not a malformed one
     * @throws ProtocolException when the response is not HTTP
     */
    public static Response readResponse(InputStream stream, long maxBodyBytes, boolean cut) throws IOException {
        Reader in = new Reader(stream, cut);
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
        Body body = new Body(maxBodyBytes);
        try {
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
                    in.copy(body, size, true);
                    in.line();
                }
            } else if (contentLength >= 0) {
                in.copy(body, contentLength, true);
            } else {
                in.copy(body, Long.MAX_VALUE, false);
            }
        } catch (CutOff e) {
            return new Response(status, body.bytes(), true);
        }
        return new Response(status, body.bytes(), body.full());
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "...";
    }

    /** The cap on the way came first: the response is larger than the limit allows. */
    private static final class CutOff extends ProtocolException {
        CutOff() {
            super("the response is larger than the limit");
        }
    }

    /** Collects at most limit + 1 bytes. */
    private static final class Body {
        private final long limit;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        Body(long limit) {
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

    private static final class Reader {
        private final InputStream in;
        private final boolean cut;

        Reader(InputStream in, boolean cut) {
            this.in = in;
            this.cut = cut;
        }

        String line() throws IOException {
            StringBuilder line = new StringBuilder();
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b < 0) {
                    throw cut ? new CutOff() : new ProtocolException("the response ended in the middle of a line");
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

        /** Copies {@code length} bytes, or up to the end when the length was not announced. */
        void copy(Body body, long length, boolean announced) throws IOException {
            byte[] buffer = new byte[8192];
            long left = length;
            while (left > 0 && !body.full()) {
                int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
                if (n < 0) {
                    if (announced) {
                        throw cut ? new CutOff() : new ProtocolException("the response ended before its announced length");
                    }
                    return;
                }
                body.write(buffer, n);
                left -= n;
            }
        }
    }
}
