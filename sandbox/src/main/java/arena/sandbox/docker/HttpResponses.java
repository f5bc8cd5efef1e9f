package arena.sandbox.docker;

import java.io.ByteArrayOutputStream;
import java.net.ProtocolException;
import java.nio.charset.StandardCharsets;

/**
 * The HTTP side of a container seat. The worker writes each request whole, as
 * {@link arena.game.api.http.HttpExchange} does (POST, {@code text/plain}, {@code Content-Length},
 * {@code Connection: close}); the relay sends it on its own connection to the strategy's server and
 * passes back the raw response, at most {@link #rawCap} bytes, which is read here with
 * {@code HttpExchange}'s rules: status line, headers, a body by {@code Content-Length}, chunks or up
 * to the end, cut after the limit + 1 bytes.
 */
final class HttpResponses {

    /** Room for the status line, the headers and chunk sizes on top of the body. */
    static final int HEAD_ALLOWANCE = 64 * 1024;
    private static final int MAX_LINE = 16 * 1024;

    record Response(int status, byte[] body, boolean truncated) {
    }

    private HttpResponses() {
    }

    static byte[] request(int port, byte[] body) {
        String head = "POST / HTTP/1.1\r\n"
                + "Host: 127.0.0.1:" + port + "\r\n"
                + "Accept: text/plain\r\n"
                + "Content-Type: text/plain\r\n"
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

    /** The most response bytes the relay passes on for a body limit. */
    static long rawCap(long maxBodyBytes) {
        return maxBodyBytes + 1 + HEAD_ALLOWANCE;
    }

    /**
     * @param raw          the response as received
     * @param maxBodyBytes the body limit; one byte more is kept to show it was exceeded
     * @param cut          the relay stopped reading at {@link #rawCap}: whatever is missing is over the limit
     * @throws ProtocolException when the response is not HTTP
     */
    static Response parse(byte[] raw, long maxBodyBytes, boolean cut) throws ProtocolException {
        Reader in = new Reader(raw, cut);
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

    /** The relay's cut came first: the response is larger than the limit allows. */
    private static final class CutOff extends ProtocolException {
        CutOff() {
            super("the response is larger than the limit");
        }
    }

    private static final class Body {
        private final long limit;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        Body(long limit) {
            this.limit = limit;
        }

        boolean full() {
            return bytes.size() > limit;
        }

        void write(byte[] data, int offset, int length) {
            long room = limit + 1 - bytes.size();
            bytes.write(data, offset, (int) Math.min(room, length));
        }

        byte[] bytes() {
            return bytes.toByteArray();
        }
    }

    private static final class Reader {
        private final byte[] raw;
        private final boolean cut;
        private int position;

        Reader(byte[] raw, boolean cut) {
            this.raw = raw;
            this.cut = cut;
        }

        String line() throws ProtocolException {
            StringBuilder line = new StringBuilder();
            while (true) {
                if (position >= raw.length) {
                    throw cut ? new CutOff() : new ProtocolException("the response ended in the middle of a line");
                }
                int b = raw[position++] & 0xff;
                if (b == '\n') {
                    break;
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

        void copy(Body body, long length, boolean announced) throws ProtocolException {
            long available = raw.length - position;
            int n = (int) Math.min(length, available);
            body.write(raw, position, n);
            position += n;
            if (n < length && announced && !body.full()) {
                throw cut ? new CutOff() : new ProtocolException("the response ended before its announced length");
            }
        }
    }
}
