package arena.platform.admin.ops;

import arena.platform.account.ArenaUser;
import arena.platform.audit.AdminAudit;
import arena.platform.audit.AuditDetail;
import arena.platform.audit.AuditReason;
import arena.platform.error.ArenaException;
import arena.platform.job.JobLeases;
import arena.platform.worker.JoinTokens;
import arena.platform.worker.WorkerCredentials;
import java.time.Duration;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Who may work for the site: an admin makes a worker's credential or a join token, and revokes either. Each is an
 * admin action with a required reason, in the audit log in its own transaction; no secret is ever in the log.
 */
@Service
public class WorkerAccess {

    private final WorkerCredentials credentials;
    private final JoinTokens joinTokens;
    private final JobLeases leases;
    private final AdminAudit audit;

    WorkerAccess(WorkerCredentials credentials, JoinTokens joinTokens, JobLeases leases, AdminAudit audit) {
        this.credentials = credentials;
        this.joinTokens = joinTokens;
        this.leases = leases;
        this.audit = audit;
    }

    /** A credential for one worker, its secret shown this once. */
    @Transactional
    public WorkerCredentials.Issued createCredential(ArenaUser admin, String name, String reason) {
        String why = check(admin, reason);
        WorkerCredentials.Issued issued = credentials.create(name, admin.id(), null);
        audit.record(admin, "CREATE_WORKER_CREDENTIAL", "credential", String.valueOf(issued.id()), why, issued.name());
        return issued;
    }

    /** A join token for {@code uses} workers within {@code valid}, its secret shown this once. */
    @Transactional
    public JoinTokens.Issued createJoinToken(ArenaUser admin, String name, int uses, Duration valid, String reason) {
        String why = check(admin, reason);
        JoinTokens.Issued issued = joinTokens.create(name, uses, valid, admin.id());
        audit.record(admin, "CREATE_JOIN_TOKEN", "join-token", String.valueOf(issued.id()), why,
                AuditDetail.of("audit.detail.joinToken", issued.name(), issued.uses(), issued.expiresAt().toString()));
        return issued;
    }

    /**
     * Revokes a worker's credential: its next request is refused (401), and the jobs it holds go back to the queue at
     * once. Results it reported before stand; each job records the credential that reported it.
     *
     * @return the jobs requeued
     */
    @Transactional
    public int revokeCredential(ArenaUser admin, long id, String reason) {
        String why = check(admin, reason);
        String name = credentials.revoke(id);
        int requeued = leases.requeueHeldBy(id, why);
        audit.record(admin, "REVOKE_WORKER_CREDENTIAL", "credential", String.valueOf(id), why,
                AuditDetail.of("audit.detail.revoked", name, requeued));
        return requeued;
    }

    /** Revokes a join token: no worker joins with it any more; the credentials made with it stay until revoked. */
    @Transactional
    public void revokeJoinToken(ArenaUser admin, long id, String reason) {
        String why = check(admin, reason);
        String name = joinTokens.revoke(id);
        audit.record(admin, "REVOKE_JOIN_TOKEN", "join-token", String.valueOf(id), why, name);
    }

    private static String check(ArenaUser admin, String reason) {
        if (admin == null || !admin.isAdmin()) {
            throw ArenaException.forbidden("error.FORBIDDEN.adminsOnly");
        }
        return AuditReason.check(reason);
    }
}
