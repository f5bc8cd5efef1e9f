package arena.platform.admin.audit;

import arena.platform.account.ArenaUser;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * The audit log of admin actions, and of contest settings changes by organizers and admins. {@link #record} joins the transaction of the action it records, so an
 * action that fails leaves no row and a recorded action always happened.
 */
@Service
public class AdminAudit {

    private static final Logger log = LoggerFactory.getLogger(AdminAudit.class);
    public static final int PAGE_SIZE = 200;

    private final JdbcTemplate jdbc;

    AdminAudit(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Records an action in the current transaction (there must be one).
     *
     * @param reason already checked by {@link AuditReason#check}
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public void record(ArenaUser admin, String action, String objectType, String objectRef, String reason, String detail) {
        jdbc.update("insert into admin_audit (admin_id, admin_name, action, object_type, object_ref, reason, detail)"
                + " values (?, ?, ?, ?, ?, ?, ?)", admin.id(), admin.username(), action, objectType, objectRef, reason,
                detail);
        log.info("admin {} {} {} {}: {}", admin.username(), action, objectType, objectRef, reason);
    }

    /**
     * Records a change of a contest's settings (contest, sandbox, maps, stages) by an organizer or an admin, in the
     * current transaction: their forms ask no reason, so the entry has none; {@code detail} says what changed.
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public void recordSettings(ArenaUser by, String action, String objectType, String objectRef, String detail) {
        jdbc.update("insert into admin_audit (admin_id, admin_name, action, object_type, object_ref, detail)"
                + " values (?, ?, ?, ?, ?, ?)", by.id(), by.username(), action, objectType, objectRef, detail);
        log.info("{} {} {} {}: {}", by.username(), action, objectType, objectRef, detail);
    }

    /** The newest actions first, at most {@link #PAGE_SIZE}; only those on one object when both are given. */
    @Transactional(readOnly = true)
    public List<AuditEntry> latest(String objectType, String objectRef) {
        if (objectType != null && objectRef != null) {
            return jdbc.query("select * from admin_audit where object_type = ? and object_ref = ? order by id desc limit ?",
                    AdminAudit::entry, objectType, objectRef, PAGE_SIZE);
        }
        return jdbc.query("select * from admin_audit order by id desc limit ?", AdminAudit::entry, PAGE_SIZE);
    }

    private static AuditEntry entry(ResultSet rs, int row) throws SQLException {
        return new AuditEntry(rs.getLong("id"), rs.getTimestamp("at").toInstant(), rs.getLong("admin_id"),
                rs.getString("admin_name"), rs.getString("action"), rs.getString("object_type"),
                rs.getString("object_ref"), rs.getString("reason"), rs.getString("detail"));
    }
}
