package arena.platform.audit;

import arena.platform.account.ArenaUser;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.MessageSource;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.DefaultMessageSourceResolvable;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The audit log of admin actions, and of contest settings changes by organizers and admins. {@link #record} joins the transaction of the action it records, so an
 * action that fails leaves no row and a recorded action always happened.
 */
@Service
public class AdminAudit {

    private static final Logger log = LoggerFactory.getLogger(AdminAudit.class);
    public static final int PAGE_SIZE = 200;

    private static final TypeReference<List<Object>> ARGS = new TypeReference<>() {
    };

    private final JdbcTemplate jdbc;
    private final MessageSource messages;
    private final JsonMapper json;

    AdminAudit(JdbcTemplate jdbc, MessageSource messages, JsonMapper json) {
        this.jdbc = jdbc;
        this.messages = messages;
        this.json = json;
    }

    /** Records an action that has nothing to report beyond itself. */
    @Transactional(propagation = Propagation.MANDATORY)
    public void record(ArenaUser admin, String action, String objectType, String objectRef, String reason) {
        record(admin, action, objectType, objectRef, reason, (String) null);
    }

    /**
     * Records an action whose result is a message: its key and arguments are kept beside its English text, and the
     * log says it in the reader's language. A null detail is none.
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public void record(ArenaUser admin, String action, String objectType, String objectRef, String reason,
            AuditDetail detail) {
        if (detail == null) {
            record(admin, action, objectType, objectRef, reason, (String) null);
            return;
        }
        List<Object> stored = new ArrayList<>();
        for (Object arg : detail.args()) {
            // a role (or any message) is kept as its key, with its code as the text of old readers
            stored.add(arg instanceof MessageSourceResolvable said
                    ? Map.of("key", said.getCodes()[0], "text", String.valueOf(said.getDefaultMessage())) : arg);
        }
        String english = messages.getMessage(detail.key(), detail.args().toArray(), Locale.ENGLISH);
        jdbc.update("insert into admin_audit (admin_id, admin_name, action, object_type, object_ref, reason, detail,"
                + " detail_key, detail_args) values (?, ?, ?, ?, ?, ?, ?, ?, ?)", admin.id(), admin.username(), action,
                objectType, objectRef, reason, english, detail.key(), json.writeValueAsString(stored));
        log.info("admin {} {} {} {}: {} ({})", admin.username(), action, objectType, objectRef, reason, english);
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
     * Records a change of a contest's settings (contest, ladder, maps, stages) by an organizer or an admin, in the
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
                    this::entry, objectType, objectRef, PAGE_SIZE);
        }
        return jdbc.query("select * from admin_audit order by id desc limit ?", this::entry, PAGE_SIZE);
    }

    private AuditEntry entry(ResultSet rs, int row) throws SQLException {
        return new AuditEntry(rs.getLong("id"), rs.getTimestamp("at").toInstant(), rs.getLong("admin_id"),
                rs.getString("admin_name"), rs.getString("action"), rs.getString("object_type"),
                rs.getString("object_ref"), rs.getString("reason"),
                said(rs.getLong("id"), rs.getString("detail"), rs.getString("detail_key"), rs.getString("detail_args")));
    }

    /** The detail in the reader's language where it has a key; its stored text where not (older rows, settings). */
    String said(long id, String text, String key, String args) {
        if (key == null) {
            return text;
        }
        try {
            List<Object> arguments = new ArrayList<>();
            for (Object arg : args == null ? List.<Object>of() : json.readValue(args, ARGS)) {
                arguments.add(arg instanceof Map<?, ?> said && said.get("key") instanceof String code
                        ? new DefaultMessageSourceResolvable(new String[] {code}, null, String.valueOf(said.get("text")))
                        : arg);
            }
            return messages.getMessage(key, arguments.toArray(), text, LocaleContextHolder.getLocale());
        } catch (JacksonException e) {
            log.warn("audit={} detail arguments are no JSON array: its English text is shown", id);
            return text;
        }
    }
}
