package arena.platform.audit;

import java.time.Instant;

/**
 * One admin action as the audit log shows it.
 *
 * @param action     what was done ({@code VOID_GAME}, {@code BAN_USER}, ...)
 * @param objectType what it was done to ({@code match}, {@code user}, {@code submission}, {@code job}, {@code worker})
 * @param objectRef  which one (an id, or a worker's name)
 * @param detail     what the action changed, as the platform reported it (may be null)
 */
public record AuditEntry(long id, Instant at, long adminId, String adminName, String action, String objectType,
        String objectRef, String reason, String detail) {
}
