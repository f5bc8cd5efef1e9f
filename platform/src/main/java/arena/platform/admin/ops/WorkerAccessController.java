package arena.platform.admin.ops;

import arena.platform.account.ArenaUser;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.job.WorkerRegistry;
import arena.platform.worker.JoinTokens;
import arena.platform.worker.WorkerCredentials;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The admin's workers page: every worker's credential and every join token, made and revoked here. A new secret is
 * shown in the answer to the form that made it, this once, and kept nowhere but as its hash (not in the session, as a
 * redirect's notice would be).
 */
@Controller
class WorkerAccessController {

    private static final String VIEW = "admin/workers";

    private final WorkerAccess access;
    private final WorkerCredentials credentials;
    private final JoinTokens joinTokens;
    private final WorkerRegistry workers;
    private final ErrorSentences sentences;

    WorkerAccessController(WorkerAccess access, WorkerCredentials credentials, JoinTokens joinTokens,
            WorkerRegistry workers, ErrorSentences sentences) {
        this.sentences = sentences;
        this.access = access;
        this.credentials = credentials;
        this.joinTokens = joinTokens;
        this.workers = workers;
    }

    /** A secret made just now, for the page to show once. */
    record NewSecret(String kind, long id, String name, String secret) {
    }

    @GetMapping("/admin/workers")
    String showWorkers(Model model) {
        model.addAttribute("credentials", credentials.list());
        model.addAttribute("joinTokens", joinTokens.list());
        model.addAttribute("workers", workers.list());
        model.addAttribute("now", Instant.now());
        model.addAttribute("maxUses", JoinTokens.MAX_USES);
        model.addAttribute("maxHours", JoinTokens.MAX_VALID.toHours());
        return VIEW;
    }

    @PostMapping("/admin/workers/credentials")
    String createCredential(@RequestParam String name, @RequestParam(required = false) String reason,
            @AuthenticationPrincipal ArenaUser me, Model model) {
        try {
            WorkerCredentials.Issued issued = access.createCredential(me, name, reason);
            model.addAttribute("newSecret", new NewSecret("credential", issued.id(), issued.name(), issued.credential()));
        } catch (ArenaException e) {
            model.addAttribute("actionError", sentences.line(e));
        }
        return showWorkers(model);
    }

    @PostMapping("/admin/workers/join-tokens")
    String createJoinToken(@RequestParam String name, @RequestParam(defaultValue = "1") int uses,
            @RequestParam(defaultValue = "24") long hours, @RequestParam(required = false) String reason,
            @AuthenticationPrincipal ArenaUser me, Model model) {
        try {
            JoinTokens.Issued issued = access.createJoinToken(me, name, uses, Duration.ofHours(Math.max(0, hours)), reason);
            model.addAttribute("newSecret", new NewSecret("join-token", issued.id(), issued.name(), issued.token()));
        } catch (ArenaException e) {
            model.addAttribute("actionError", sentences.line(e));
        }
        return showWorkers(model);
    }

    @PostMapping("/admin/workers/credentials/{id}/revoke")
    String revokeCredential(@PathVariable long id, @RequestParam(required = false) String reason,
            @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        return act(redirect, () -> sentences.of("notice.credentialRevoked", id, access.revokeCredential(me, id, reason)));
    }

    @PostMapping("/admin/workers/join-tokens/{id}/revoke")
    String revokeJoinToken(@PathVariable long id, @RequestParam(required = false) String reason,
            @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        return act(redirect, () -> {
            access.revokeJoinToken(me, id, reason);
            return sentences.of("notice.joinTokenRevoked", id);
        });
    }

    private String act(RedirectAttributes redirect, Supplier<String> action) {
        try {
            redirect.addFlashAttribute("notice", action.get());
        } catch (ArenaException e) {
            redirect.addFlashAttribute("actionError", sentences.line(e));
        }
        return "redirect:/admin/workers";
    }
}
