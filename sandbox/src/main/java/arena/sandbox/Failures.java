package arena.sandbox;

/** Short descriptions of failures (Docker's, a relay's, a process's) for log lines and infrastructure errors. */
public final class Failures {

    private Failures() {
    }

    /** The innermost useful message of an exception chain. */
    public static String describe(Throwable error) {
        Throwable cause = error;
        while (cause.getCause() != null && cause.getCause() != cause
                && (cause.getMessage() == null || cause.getMessage().equals(cause.getCause().toString()))) {
            cause = cause.getCause();
        }
        String message = cause.getMessage();
        if (message == null || message.isBlank()) {
            return cause.getClass().getSimpleName();
        }
        message = message.strip();
        return message.length() <= 300 ? message : message.substring(0, 300) + "...";
    }
}
