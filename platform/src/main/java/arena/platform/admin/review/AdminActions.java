package arena.platform.admin.review;

import arena.platform.account.AccountProperties;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.PasswordResets;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.audit.AdminAudit;
import arena.platform.audit.AuditDetail;
import arena.platform.audit.AuditReason;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import arena.platform.job.JobLeases;
import arena.platform.job.JobQueue;
import arena.platform.job.WorkerRegistry;
import arena.platform.organize.ContestOrganizing;
import arena.platform.ladder.RatingService;
import arena.platform.submission.HeldSubmissions;
import arena.platform.submission.Strategies;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Every admin action that changes something, each with a required reason and recorded in the audit log in the
 * same transaction: the pages and the API call these, never the services below directly.
 */
@Service
public class AdminActions {

    private final AdminAudit audit;
    private final RatingService ratings;
    private final GameReruns reruns;
    private final Strategies strategies;
    private final AccountService accounts;
    private final UserRepository users;
    private final JobLeases leases;
    private final JobQueue queue;
    private final WorkerRegistry workers;
    private final HeldSubmissions held;
    private final ContestService contests;
    private final ContestOrganizing organizing;
    private final PasswordResets resets;
    private final AccountProperties accountProperties;

    AdminActions(AdminAudit audit, RatingService ratings, GameReruns reruns, Strategies strategies,
            AccountService accounts, UserRepository users, JobLeases leases, JobQueue queue, WorkerRegistry workers,
            HeldSubmissions held, ContestService contests, ContestOrganizing organizing, PasswordResets resets,
            AccountProperties accountProperties) {
        this.resets = resets;
        this.accountProperties = accountProperties;
        this.contests = contests;
        this.organizing = organizing;
        this.audit = audit;
        this.ratings = ratings;
        this.reruns = reruns;
        this.strategies = strategies;
        this.accounts = accounts;
        this.users = users;
        this.leases = leases;
        this.queue = queue;
        this.workers = workers;
        this.held = held;
    }

    /** Voids a finished rated game and recomputes every rating after it; returns the ratings recomputed. */
    @Transactional
    public int voidGame(ArenaUser admin, long matchId, String reason) {
        String why = check(admin, reason);
        int recomputed = ratings.voidGame(matchId, admin, why);
        audit.record(admin, "VOID_GAME", "match", String.valueOf(matchId), why,
                AuditDetail.of("audit.detail.recomputed", recomputed));
        return recomputed;
    }

    /** Queues the same game again and voids the old one ("re-run"). */
    @Transactional
    public GameReruns.Rerun rerun(ArenaUser admin, long matchId, String reason) {
        String why = check(admin, reason);
        GameReruns.Rerun rerun = reruns.rerun(matchId, admin);
        audit.record(admin, "RERUN_GAME", "match", String.valueOf(matchId), why,
                AuditDetail.of("audit.detail.rerun", String.valueOf(rerun.newId()), rerun.recomputed()));
        return rerun;
    }

    /** Takes a strategy out of every new game, or puts it back. */
    @Transactional
    public boolean disableStrategy(ArenaUser admin, long submissionId, boolean disabled, String reason) {
        String why = check(admin, reason);
        boolean changed = strategies.disable(submissionId, disabled);
        audit.record(admin, disabled ? "DISABLE_STRATEGY" : "ENABLE_STRATEGY", "submission", String.valueOf(submissionId),
                why, changed ? null : AuditDetail.of(disabled ? "audit.detail.disabledAlready" : "audit.detail.enabledAlready"));
        return changed;
    }

    /** A role change, a ban or an unban: from the user's next request on. */
    @Transactional
    public void updateUser(ArenaUser admin, long userId, Role role, boolean enabled, String reason) {
        String why = check(admin, reason);
        User user = users.findById(userId).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.user", userId));
        Role oldRole = user.getRole();
        boolean wasEnabled = user.isEnabled();
        accounts.update(userId, role, enabled);
        String ref = String.valueOf(userId);
        if (wasEnabled && !enabled) {
            audit.record(admin, "BAN_USER", "user", ref, why, AuditDetail.of("audit.detail.banned", user.getUsername()));
        } else if (!wasEnabled && enabled) {
            audit.record(admin, "UNBAN_USER", "user", ref, why, AuditDetail.of("audit.detail.unbanned", user.getUsername()));
        }
        if (oldRole != role) {
            audit.record(admin, "CHANGE_ROLE", "user", ref, why,
                    AuditDetail.of("audit.detail.role", user.getUsername(), oldRole, role));
        }
        if (oldRole == role && wasEnabled == enabled) {
            // a Save that changed nothing is still an admin's act on the account
            audit.record(admin, "UPDATE_USER", "user", ref, why, AuditDetail.of("audit.detail.unchanged", user.getUsername()));
        }
    }

    /**
     * A password-reset link for a user, for the admin to pass on by hand (a site without mail): shown once, it works
     * once, for {@code arena.accounts.admin-reset-link-valid-for}; it replaces any link the user had.
     */
    @Transactional
    public PasswordResets.Link issueResetLink(ArenaUser admin, long userId, String reason) {
        String why = check(admin, reason);
        User user = users.findById(userId).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.user", userId));
        PasswordResets.Link link = resets.issue(userId, accountProperties.adminResetLinkValidFor(), admin.id());
        audit.record(admin, "ISSUE_RESET_LINK", "user", String.valueOf(userId), why,
                user.getUsername() + ": a password-reset link until " + link.expiresAt());
        return link;
    }

    /** Bans a user, keeping their role: their queued games are cancelled when a worker would take them. */
    @Transactional
    public void ban(ArenaUser admin, long userId, String reason) {
        User user = users.findById(userId).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.user", userId));
        updateUser(admin, userId, user.getRole(), false, reason);
    }

    /** Takes a leased job from its worker and queues it again; a late result from that worker is refused. */
    @Transactional
    public void requeueJob(ArenaUser admin, long jobId, String reason) {
        String why = check(admin, reason);
        String worker = leases.requeueByAdmin(jobId, why);
        audit.record(admin, "REQUEUE_JOB", "job", String.valueOf(jobId), why, AuditDetail.of("audit.detail.requeued", worker));
    }

    /** Drains a worker (it finishes what it runs, takes nothing new), or undrains it. */
    @Transactional
    public boolean drainWorker(ArenaUser admin, String workerId, boolean drained, String reason) {
        String why = check(admin, reason);
        boolean changed = workers.drain(workerId, drained);
        audit.record(admin, drained ? "DRAIN_WORKER" : "UNDRAIN_WORKER", "worker", workerId, why,
                changed ? null : AuditDetail.of(drained ? "audit.detail.drainedAlready" : "audit.detail.undrainedAlready"));
        return changed;
    }

    /**
     * Names an organizer to run a contest besides its owner (how an organizer runs a game's default contest), or takes
     * it back.
     *
     * @return whether it changed
     */
    @Transactional
    public boolean nameOrganizer(ArenaUser admin, String contestSlug, String username, boolean named, String reason) {
        String why = check(admin, reason);
        Contest contest = contests.get(contestSlug);
        boolean changed = organizing.organizer(contest, username, named, admin);
        audit.record(admin, named ? "NAME_ORGANIZER" : "UNNAME_ORGANIZER", "contest", contest.getSlug(), why,
                AuditDetail.of(changed ? (named ? "audit.detail.named" : "audit.detail.unnamed")
                        : (named ? "audit.detail.namedAlready" : "audit.detail.notNamed"), username));
        return changed;
    }

    /** Tries a held submission again now. */
    @Transactional
    public void retryHeldSubmission(ArenaUser admin, long submissionId, String reason) {
        String why = check(admin, reason);
        held.retryNow(submissionId);
        audit.record(admin, "RETRY_SUBMISSION", "submission", String.valueOf(submissionId), why);
    }

    /** Gives a failed job one more attempt. */
    @Transactional
    public void retryJob(ArenaUser admin, long jobId, String reason) {
        String why = check(admin, reason);
        if (!queue.retry(jobId)) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_FAILED", "error.NOT_FAILED", jobId);
        }
        audit.record(admin, "RETRY_JOB", "job", String.valueOf(jobId), why);
    }

    private static String check(ArenaUser admin, String reason) {
        if (admin == null || !admin.isAdmin()) {
            throw ArenaException.forbidden("error.FORBIDDEN.adminsOnly");
        }
        return AuditReason.check(reason);
    }
}
