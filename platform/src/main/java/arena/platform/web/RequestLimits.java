package arena.platform.web;

import arena.game.api.ReplayWriter;
import arena.platform.error.ArenaException;
import arena.sandbox.build.BuildLimits;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Locale;
import org.springframework.http.HttpStatus;

/**
 * The largest request body each part of the site accepts, by what it legitimately carries.
 *
 * @param json      a JSON body of the REST API (a command file is the largest: 256 KiB)
 * @param multipart an upload in all (spring.servlet.multipart.max-request-size)
 * @param formField a form post, or one text field of an upload (server.tomcat.max-http-form-post-size)
 */
record RequestLimits(long json, long multipart, long formField) {

    /**
     * A worker's match report carries the replay as base64 (4/3 of its bytes, and the replay is capped) and
     * every seat's capped log and last input, JSON-escaped.
     */
    static final long WORKER_MATCH_REPORT = ReplayWriter.MAX_BYTES * 4L / 3 + (16L << 20);
    /** A worker's compile report carries the compiled artifact as base64 and the capped build log. */
    static final long WORKER_BUILD_REPORT = BuildLimits.DEFAULT.maxArtifactBytes() * 4 / 3 + (2L << 20);

    /** The key of the refusal of an upload that is not a form. */
    static final String UNREADABLE_UPLOAD = "error.INVALID_INPUT.unreadableUpload";

    /** An upload whose declared size was within the limit, but a part of it was not. */
    ArenaException fieldTooLarge() {
        return new ArenaException(HttpStatus.CONTENT_TOO_LARGE, "TOO_LARGE", "error.TOO_LARGE.field", describe(formField),
                describe(multipart));
    }

    long capOf(HttpServletRequest request) {
        if (isMultipart(request)) {
            return multipart;
        }
        String path = request.getRequestURI();
        if (path.startsWith("/api/worker/jobs/") && path.endsWith("/played")) {
            return WORKER_MATCH_REPORT;
        }
        if (path.startsWith("/api/worker/jobs/") && path.endsWith("/compiled")) {
            return WORKER_BUILD_REPORT;
        }
        return path.startsWith("/api/") ? json : formField;
    }

    static boolean isMultipart(HttpServletRequest request) {
        String type = request.getContentType();
        return type != null && type.toLowerCase(Locale.ROOT).startsWith("multipart/");
    }

    /** {@code 21 MiB}, {@code 512 KiB} or {@code 900 bytes}. */
    static String describe(long bytes) {
        if (bytes >= 1 << 20) {
            return bytes % (1 << 20) == 0 ? bytes / (1 << 20) + " MiB"
                    : String.format(Locale.ROOT, "%.1f MiB", bytes / (double) (1 << 20));
        }
        return bytes >= 1024 ? (bytes + 1023) / 1024 + " KiB" : bytes + " bytes";
    }
}
