package arena.platform.web;

import org.springframework.http.HttpStatus;

/**
 * A request the platform refuses for a reason the user can understand: a code, an HTTP status, one
 * sentence. Pages show the sentence; the REST API returns a ProblemDetail with the code.
 */
public class ArenaException extends RuntimeException {

    private final HttpStatus status;
    private final String code;

    public ArenaException(HttpStatus status, String code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }

    public static ArenaException notFound(String what) {
        return new ArenaException(HttpStatus.NOT_FOUND, "NOT_FOUND", what + " does not exist");
    }

    public static ArenaException forbidden(String message) {
        return new ArenaException(HttpStatus.FORBIDDEN, "FORBIDDEN", message);
    }

    public HttpStatus status() {
        return status;
    }

    public String code() {
        return code;
    }
}
