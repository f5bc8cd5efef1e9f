package arena.platform.admin;

import arena.platform.account.ArenaUser;
import arena.platform.account.PasswordResets;
import arena.platform.account.SiteMailProperties;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.admin.review.AdminActions;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.job.JobQueue;
import arena.platform.job.WorkerRegistry;
import arena.platform.submission.HeldSubmissions;
import arena.sandbox.Sandbox;
import java.util.List;
import java.util.stream.Collectors;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.data.domain.Sort;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * What an admin watches: the sandbox and which code it runs, the queue (and what waits for a worker that
 * isolates), the workers, failed jobs, held submissions, crashes by reason and language, users.
 */
@Controller
class AdminController {

    private final JobQueue queue;
    private final WorkerRegistry workers;
    private final UserRepository users;
    private final AdminActions actions;
    private final AdminReports reports;
    private final ObjectProvider<Sandbox> sandbox;
    private final HeldSubmissions held;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final SiteMailProperties mail;

    AdminController(JobQueue queue, WorkerRegistry workers, UserRepository users, AdminActions actions,
            AdminReports reports, ObjectProvider<Sandbox> sandbox, HeldSubmissions held, ContestService contests,
            GameCatalog catalog, SiteMailProperties mail) {
        this.mail = mail;
        this.contests = contests;
        this.catalog = catalog;
        this.actions = actions;
        this.queue = queue;
        this.workers = workers;
        this.users = users;
        this.reports = reports;
        this.sandbox = sandbox;
        this.held = held;
    }

    @GetMapping("/admin")
    String showDashboard(Model model) {
        model.addAttribute("sandbox", sandbox.getIfAvailable());
        model.addAttribute("depth", queue.depth());
        model.addAttribute("workers", workers.list());
        model.addAttribute("failedJobs", queue.failed());
        model.addAttribute("held", held.held());
        model.addAttribute("crashes", reports.crashes());
        model.addAttribute("gamesPerHour", reports.gamesPerHour());
        List<User> all = users.findAll(Sort.by("id"));
        model.addAttribute("users", all);
        model.addAttribute("usernames", all.stream().collect(Collectors.toMap(User::getId, User::getUsername)));
        model.addAttribute("roles", Role.values());
        // contests of a game with several seats have a rated ladder, set on its own page
        model.addAttribute("ratedContests", contests.list().stream().filter(contest -> catalog.info(contest.getGame())
                .formats().stream().anyMatch(format -> !format.solo())).toList());
        return "admin/dashboard";
    }

    /** Admin actions need a reason and are audited ({@link AdminActions}); a refusal shows as the error page. */
    @PostMapping("/admin/jobs/{id}/retry")
    String retryJob(@PathVariable long id, @RequestParam(required = false) String reason,
            @AuthenticationPrincipal ArenaUser me) {
        actions.retryJob(me, id, reason);
        return "redirect:/admin";
    }

    @PostMapping("/admin/submissions/{id}/retry")
    String retrySubmission(@PathVariable long id, @RequestParam(required = false) String reason,
            @AuthenticationPrincipal ArenaUser me) {
        actions.retryHeldSubmission(me, id, reason);
        return "redirect:/admin";
    }

    /**
     * A password-reset link for a user, shown to the admin once (a flash attribute: not in any address) to pass on by
     * hand. Its address is the site's configured one, or the one the admin reached the site at.
     */
    @PostMapping("/admin/users/{id}/reset-link")
    String issueResetLink(@PathVariable long id, @RequestParam(required = false) String reason,
            @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        PasswordResets.Link link = actions.issueResetLink(me, id, reason);
        String site = mail.siteUrl() == null || mail.siteUrl().isBlank()
                ? ServletUriComponentsBuilder.fromCurrentContextPath().toUriString() : mail.siteUrl().strip();
        redirect.addFlashAttribute("resetLinkUser", users.findById(id).map(User::getUsername).orElse(""));
        redirect.addFlashAttribute("resetLinkUrl", site.replaceAll("/+$", "") + "/password/reset/" + link.token());
        redirect.addFlashAttribute("resetLinkExpires", link.expiresAt());
        return "redirect:/admin#users";
    }

    /** A role change or a ban applies to the user's open sessions and tokens from their next request on. */
    @PostMapping("/admin/users/{id}")
    String updateUser(@PathVariable long id, @RequestParam Role role, @RequestParam(defaultValue = "false") boolean enabled,
            @RequestParam(required = false) String reason, @AuthenticationPrincipal ArenaUser me) {
        actions.updateUser(me, id, role, enabled, reason);
        return "redirect:/admin";
    }
}
