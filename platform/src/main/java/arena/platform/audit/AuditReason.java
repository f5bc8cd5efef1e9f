package arena.platform.audit;

import arena.platform.error.ArenaException;
import org.springframework.http.HttpStatus;

/**
 * Why an admin acted, as the audit log keeps it: required, trimmed, bounded, and on one line (control
 * characters become spaces, so a reason cannot fake further lines of the log or of a page).
 */
public final class AuditReason {

    public static final int MAX_LENGTH = 500;

    private AuditReason() {
    }

    /**
     * @throws ArenaException {@code REASON_REQUIRED} for a missing or blank reason, {@code REASON_TOO_LONG} over
     *                        {@link #MAX_LENGTH} characters
     */
    public static String check(String reason) {
        String text = reason == null ? "" : reason.codePoints()
                .map(c -> Character.isISOControl(c) ? ' ' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString().strip();
        if (text.isEmpty()) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "REASON_REQUIRED",
                    "error.REASON_REQUIRED");
        }
        if (text.length() > MAX_LENGTH) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "REASON_TOO_LONG",
                    "error.REASON_TOO_LONG", MAX_LENGTH, text.length());
        }
        return text;
    }
}
