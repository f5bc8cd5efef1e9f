package arena.platform.admin;

import arena.platform.account.ArenaUser;
import arena.platform.admin.review.AdminActions;
import arena.platform.submission.HeldSubmissions;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.SubmissionView;
import java.util.List;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** What an admin does through the REST API (admins only, see the security configuration). */
@RestController
class AdminApiController {

    private final HeldSubmissions held;
    private final SubmissionService submissions;
    private final AdminActions actions;

    AdminApiController(HeldSubmissions held, SubmissionService submissions, AdminActions actions) {
        this.held = held;
        this.submissions = submissions;
        this.actions = actions;
    }

    /** Submissions an infrastructure fault holds, the next to be tried first. */
    @GetMapping("/api/admin/submissions/held")
    List<SubmissionView> listHeldSubmissions(@AuthenticationPrincipal ArenaUser me) {
        return held.held().stream().map(submission -> submissions.view(submission.getId(), me)).toList();
    }

    /** Why an admin acts: required, and recorded in the audit log. */
    record Reason(String reason) {
    }

    /** Tries a held submission again now; {@code NOT_HELD} (409) for any other, {@code REASON_REQUIRED} (400). */
    @PostMapping("/api/admin/submissions/{id}/retry")
    SubmissionView retrySubmission(@PathVariable long id, @RequestBody(required = false) Reason body,
            @AuthenticationPrincipal ArenaUser me) {
        actions.retryHeldSubmission(me, id, body == null ? null : body.reason());
        return submissions.view(id, me);
    }
}
