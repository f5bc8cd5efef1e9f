package arena.platform.audit;

import java.util.Arrays;
import java.util.List;

/**
 * What an admin action changed, as a message of the site's bundle ({@code audit.detail.*}) and its arguments: the
 * audit log says it in the reader's language. An argument that is itself a message (a {@code Role}) is said too.
 */
public record AuditDetail(String key, List<Object> args) {

    public AuditDetail {
        args = List.copyOf(args);
    }

    public static AuditDetail of(String key, Object... args) {
        return new AuditDetail(key, Arrays.asList(args));
    }
}
