package arena.platform.admin.review;

import arena.platform.account.ArenaUser;
import arena.platform.audit.AdminAudit;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.job.JobQueue;
import arena.platform.job.WorkerRegistry;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The admin's ratings review (a user's rating history, void, re-run, disable a strategy, ban) and the actions
 * on jobs and workers (requeue, drain). Every action is a CSRF-protected form with a required reason; the
 * result or the refusal comes back as a notice on the page the admin came from.
 */
@Controller
class ReviewController {

    /** A path on this site (no scheme, no host, nothing a header could be split with). */
    private static final Pattern LOCAL_PATH = Pattern.compile("/(?!/)[\\w/.%~-]*");

    private final RatingReview review;
    private final AdminActions actions;
    private final AdminAudit audit;
    private final JobQueue queue;
    private final WorkerRegistry workers;
    private final ErrorSentences sentences;

    ReviewController(RatingReview review, AdminActions actions, AdminAudit audit, JobQueue queue, WorkerRegistry workers, ErrorSentences sentences) {
        this.sentences = sentences;
        this.review = review;
        this.actions = actions;
        this.audit = audit;
        this.queue = queue;
        this.workers = workers;
    }

    @GetMapping("/admin/review")
    String findUser(@RequestParam(required = false) String user) {
        if (user == null || user.isBlank()) {
            return "admin/review-find";
        }
        return "redirect:" + UriComponentsBuilder.fromPath("/admin/review/users/{name}").buildAndExpand(user.trim())
                .encode().toUriString();
    }

    @GetMapping("/admin/review/users/{username}")
    String showUser(@PathVariable String username, Model model) {
        RatingReview.UserReview user = review.of(username);
        model.addAttribute("review", user);
        model.addAttribute("audit", audit.latest("user", String.valueOf(user.userId())));
        return "admin/review";
    }

    @GetMapping("/admin/leases")
    String showLeases(Model model) {
        model.addAttribute("leased", queue.leased());
        model.addAttribute("workers", workers.list());
        model.addAttribute("drained", workers.drainedIds());
        return "admin/leases";
    }

    @PostMapping("/admin/matches/{id}/void")
    String voidGame(@PathVariable long id, @RequestParam(required = false) String reason,
            @RequestParam(required = false) String back, @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        return act(redirect, back, "/matches/" + id,
                () -> sentences.of("notice.matchVoided", id, actions.voidGame(me, id, reason)));
    }

    @PostMapping("/admin/matches/{id}/rerun")
    String rerunGame(@PathVariable long id, @RequestParam(required = false) String reason,
            @RequestParam(required = false) String back, @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        return act(redirect, back, "/matches/" + id, () -> {
            GameReruns.Rerun rerun = actions.rerun(me, id, reason);
            return sentences.of("notice.matchRerun", id, rerun.newId(), rerun.recomputed());
        });
    }

    @PostMapping("/admin/submissions/{id}/disable")
    String disableStrategy(@PathVariable long id, @RequestParam(required = false) String reason,
            @RequestParam(required = false) String back, @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        return act(redirect, back, "/submissions/" + id, () -> {
            actions.disableStrategy(me, id, true, reason);
            return sentences.of("notice.strategyDisabled", id);
        });
    }

    @PostMapping("/admin/submissions/{id}/enable")
    String enableStrategy(@PathVariable long id, @RequestParam(required = false) String reason,
            @RequestParam(required = false) String back, @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        return act(redirect, back, "/submissions/" + id, () -> {
            actions.disableStrategy(me, id, false, reason);
            return sentences.of("notice.strategyEnabled", id);
        });
    }

    @PostMapping("/admin/users/{id}/ban")
    String banUser(@PathVariable long id, @RequestParam(required = false) String reason,
            @RequestParam(required = false) String back, @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        return act(redirect, back, "/admin", () -> {
            actions.ban(me, id, reason);
            return sentences.of("notice.userBanned", id);
        });
    }

    @PostMapping("/admin/jobs/{id}/requeue")
    String requeueJob(@PathVariable long id, @RequestParam(required = false) String reason,
            @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        return act(redirect, null, "/admin/leases", () -> {
            actions.requeueJob(me, id, reason);
            return sentences.of("notice.jobRequeued", id);
        });
    }

    @PostMapping("/admin/workers/drain")
    String drainWorker(@RequestParam String worker, @RequestParam(defaultValue = "true") boolean drained,
            @RequestParam(required = false) String reason, @AuthenticationPrincipal ArenaUser me,
            RedirectAttributes redirect) {
        return act(redirect, null, "/admin/leases", () -> {
            actions.drainWorker(me, worker, drained, reason);
            return sentences.of(drained ? "notice.workerDrained" : "notice.workerUndrained", worker);
        });
    }

    @PostMapping("/admin/contests/{slug}/organizers")
    String nameOrganizer(@PathVariable String slug, @RequestParam String username,
            @RequestParam(defaultValue = "true") boolean named, @RequestParam(required = false) String reason,
            @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        return act(redirect, null, "/organize/contests", () -> {
            boolean changed = actions.nameOrganizer(me, slug, username, named, reason);
            return sentences.of(named ? (changed ? "notice.organizerNamed" : "notice.organizerAlready")
                    : (changed ? "notice.organizerRemoved" : "notice.organizerNotNamed"), username, slug);
        });
    }

    /** Runs an action; its result or refusal is a notice on the page the admin came from (only a page of ours). */
    private String act(RedirectAttributes redirect, String back, String fallback, Supplier<String> action) {
        try {
            redirect.addFlashAttribute("notice", action.get());
        } catch (ArenaException e) {
            redirect.addFlashAttribute("actionError", sentences.line(e));
        }
        boolean local = back != null && LOCAL_PATH.matcher(back).matches();
        return "redirect:" + (local ? back : fallback);
    }
}
