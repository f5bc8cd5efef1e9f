package arena.client;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

/** A multipart/form-data body built in memory: uploads are capped at a few megabytes by the site anyway. */
final class Multipart {

    private final String boundary = "arena-" + UUID.randomUUID();
    private final ByteArrayOutputStream body = new ByteArrayOutputStream();

    Multipart field(String name, String value) {
        head("Content-Disposition: form-data; name=\"" + escape(name) + "\"\r\n"
                + "Content-Type: text/plain; charset=UTF-8\r\n\r\n");
        body.writeBytes(value.getBytes(StandardCharsets.UTF_8));
        body.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        return this;
    }

    Multipart file(String name, String fileName, byte[] content) {
        head("Content-Disposition: form-data; name=\"" + escape(name) + "\"; filename=\"" + escape(fileName) + "\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n");
        body.writeBytes(content);
        body.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        return this;
    }

    String contentType() {
        return "multipart/form-data; boundary=" + boundary;
    }

    byte[] body() {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.writeBytes(body.toByteArray());
        all.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        return all.toByteArray();
    }

    private void head(String headers) {
        body.writeBytes(("--" + boundary + "\r\n").getBytes(StandardCharsets.US_ASCII));
        body.writeBytes(headers.getBytes(StandardCharsets.UTF_8));
    }

    /** Quotes and line breaks cannot end the header early. */
    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "%22").replace("\r", "%0D").replace("\n", "%0A");
    }
}
