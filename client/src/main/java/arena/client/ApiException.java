package arena.client;

/**
 * The site refused a request: its HTTP status and the problem details' reason code and sentence. A response
 * that is not problem details (a proxy's page) gets the code {@code HTTP_<status>}.
 */
final class ApiException extends RuntimeException {

    private final int status;
    private final String code;

    ApiException(int status, String code, String detail) {
        super(detail);
        this.status = status;
        this.code = code;
    }

    int status() {
        return status;
    }

    String code() {
        return code;
    }

    /** {@code RATE_LIMITED (429): at most 3 submissions per 5 minutes}. */
    String describe() {
        return code + " (" + status + "): " + getMessage();
    }
}
