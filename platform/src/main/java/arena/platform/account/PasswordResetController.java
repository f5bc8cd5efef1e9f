package arena.platform.account;

import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.error.FieldException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * A forgotten password: asking for a link by mail (answered the same way whatever was typed), and the link's page,
 * which sets a new password and signs the browser in. Without mail the first page says to ask an admin, who issues
 * a link on the admin page.
 */
@Controller
class PasswordResetController {

    private static final String FORGOT_VIEW = "account/forgot";
    private static final String RESET_VIEW = "account/reset";

    private final ResetMail mail;
    private final PasswordResets resets;
    private final LoginThrottle throttle;
    private final SessionSignIn sessions;
    private final ErrorSentences sentences;

    PasswordResetController(ResetMail mail, PasswordResets resets, LoginThrottle throttle, SessionSignIn sessions,
            ErrorSentences sentences) {
        this.mail = mail;
        this.resets = resets;
        this.throttle = throttle;
        this.sessions = sessions;
        this.sentences = sentences;
    }

    @GetMapping("/password/forgot")
    String initForgotForm(Model model) {
        model.addAttribute("mailEnabled", mail.enabled());
        model.addAttribute("minutes", mail.validFor().toMinutes());
        return FORGOT_VIEW;
    }

    /** The same answer for a name or address that exists and one that does not: the mail goes out in the background. */
    @PostMapping("/password/forgot")
    String processForgotForm(@RequestParam(defaultValue = "") String who, HttpServletRequest request,
            RedirectAttributes redirect) {
        if (!mail.enabled() || who.isBlank()) {
            return "redirect:/password/forgot";
        }
        try {
            throttle.resetRequested(who, request.getRemoteAddr());
        } catch (LoginThrottledException e) {
            redirect.addFlashAttribute("forgotError", "RESET_THROTTLED: " + sentences.of("error.RESET_THROTTLED",
                    sentences.waitOf(request, e.retryAfterSeconds())));
            return "redirect:/password/forgot";
        }
        mail.request(who, LocaleContextHolder.getLocale());
        redirect.addFlashAttribute("sent", true);
        return "redirect:/password/forgot";
    }

    @GetMapping("/password/reset/{token}")
    String initResetForm(@PathVariable String token, HttpServletRequest request, Model model) {
        try {
            model.addAttribute("username", resets.check(token, request.getRemoteAddr()));
            model.addAttribute("token", token);
        } catch (ArenaException e) {
            model.addAttribute("linkError", sentences.line(e));
        } catch (LoginThrottledException e) {
            model.addAttribute("linkError", throttled(request, e));
        }
        return RESET_VIEW;
    }

    @PostMapping("/password/reset/{token}")
    String processResetForm(@PathVariable String token, @RequestParam(defaultValue = "") String newPassword,
            HttpServletRequest request, HttpServletResponse response, Model model, RedirectAttributes redirect) {
        try {
            String username = resets.check(token, request.getRemoteAddr());
            try {
                User user = resets.reset(token, newPassword, request.getRemoteAddr());
                sessions.signIn(ArenaUser.signedIn(user), request, response);
                redirect.addFlashAttribute("passwordReset", true);
                return "redirect:/account";
            } catch (FieldException e) {
                // a password the rule refuses: the link still works, the form comes back with the rule's sentence
                model.addAttribute("username", username);
                model.addAttribute("token", token);
                model.addAttribute("passwordError", sentences.of(e));
            }
        } catch (ArenaException e) {
            model.addAttribute("linkError", sentences.line(e));
        } catch (LoginThrottledException e) {
            model.addAttribute("linkError", throttled(request, e));
        }
        return RESET_VIEW;
    }

    private String throttled(HttpServletRequest request, LoginThrottledException e) {
        return "RESET_THROTTLED: " + sentences.of("error.RESET_THROTTLED", sentences.waitOf(request, e.retryAfterSeconds()));
    }
}
