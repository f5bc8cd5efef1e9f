package arena.platform.account;

import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.i18n.ReaderPreferences;
import arena.platform.i18n.SiteLanguage;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.validation.Valid;
import java.time.ZoneId;
import java.util.List;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

@Controller
class AccountController {

    private static final String REGISTER_VIEW = "account/register";
    private static final String LOGIN_VIEW = "account/login";
    private static final String ACCOUNT_VIEW = "account/detail";

    /** The time zones one can choose: the regions' zones, by name (no "SystemV/...", no bare offsets). */
    private static final List<String> TIME_ZONES = ZoneId.getAvailableZoneIds().stream()
            .filter(zone -> zone.contains("/") && !zone.startsWith("SystemV/") && !zone.startsWith("Etc/"))
            .sorted().toList();

    private final AccountService accounts;
    private final ApiTokenService tokens;
    private final ErrorSentences sentences;
    private final Credentials credentials;
    private final SessionSignIn sessions;
    private final AccountHistory history;

    AccountController(AccountService accounts, ApiTokenService tokens, ErrorSentences sentences, Credentials credentials,
            SessionSignIn sessions, AccountHistory history) {
        this.sentences = sentences;
        this.accounts = accounts;
        this.tokens = tokens;
        this.credentials = credentials;
        this.sessions = sessions;
        this.history = history;
    }

    @GetMapping("/login")
    String showLogin() {
        return LOGIN_VIEW;
    }

    @GetMapping("/register")
    String initRegistrationForm(Model model) {
        model.addAttribute("form", new RegistrationForm("", "", ""));
        return REGISTER_VIEW;
    }

    @PostMapping("/register")
    String processRegistrationForm(@Valid @ModelAttribute("form") RegistrationForm form, BindingResult result,
            HttpServletRequest request, HttpServletResponse response, Model model, RedirectAttributes redirect) {
        if (result.hasErrors()) {
            return REGISTER_VIEW;
        }
        User user;
        try {
            user = accounts.signUp(form, request.getRemoteAddr());
        } catch (AccountService.UsernameTakenException e) {
            result.rejectValue("username", "account.username.taken");
            return REGISTER_VIEW;
        } catch (ArenaException e) {
            model.addAttribute("registerError", sentences.of(e));
            model.addAttribute("registerCode", e.code());
            return REGISTER_VIEW;
        }
        // signed in at once: the password was just typed, a second login would ask for nothing new
        sessions.signIn(ArenaUser.signedIn(user), request, response);
        // a flash attribute, not a query parameter: the page names only an account that was just made
        redirect.addFlashAttribute("registered", user.getUsername());
        return "redirect:/account";
    }

    @GetMapping("/account")
    String showAccount(@AuthenticationPrincipal ArenaUser me, HttpServletRequest request, Model model) {
        model.addAttribute("tokens", tokens.list(me.id()));
        model.addAttribute("preferences", request.getAttribute(ReaderPreferences.ATTRIBUTE) instanceof ReaderPreferences p
                ? p : new ReaderPreferences(null, null, false));
        model.addAttribute("languages", SiteLanguage.all());
        model.addAttribute("timeZones", TIME_ZONES);
        // the address the command-line client logs in to, as this visitor reaches the site
        model.addAttribute("siteUrl", ServletUriComponentsBuilder.fromCurrentContextPath().toUriString());
        model.addAttribute("email", accounts.email(me.id()).orElse(""));
        model.addAttribute("history", history.of(me));
        return ACCOUNT_VIEW;
    }

    /**
     * A new password, the current one typed again: this session goes on (with a new id), every other session and
     * every API token of the account ends.
     */
    @PostMapping("/account/password")
    String changePassword(@AuthenticationPrincipal ArenaUser me, @RequestParam(defaultValue = "") String currentPassword,
            @RequestParam(defaultValue = "") String newPassword, HttpServletRequest request, HttpServletResponse response,
            RedirectAttributes redirect) {
        try {
            ArenaUser changed = credentials.changePassword(me.id(), currentPassword, newPassword, request.getRemoteAddr());
            sessions.signIn(changed, request, response);
            redirect.addFlashAttribute("passwordChanged", true);
        } catch (ArenaException e) {
            redirect.addFlashAttribute("passwordError", sentences.line(e));
        } catch (LoginThrottledException e) {
            redirect.addFlashAttribute("passwordError", throttled(request, e));
        }
        return "redirect:/account#password";
    }

    /** A new e-mail address (or none), the current password typed again. */
    @PostMapping("/account/email")
    String changeEmail(@AuthenticationPrincipal ArenaUser me, @RequestParam(defaultValue = "") String currentPassword,
            @RequestParam(defaultValue = "") String email, HttpServletRequest request, RedirectAttributes redirect) {
        try {
            credentials.changeEmail(me.id(), currentPassword, email, request.getRemoteAddr());
            redirect.addFlashAttribute("emailSaved", true);
        } catch (ArenaException e) {
            redirect.addFlashAttribute("emailError", sentences.line(e));
        } catch (LoginThrottledException e) {
            redirect.addFlashAttribute("emailError", throttled(request, e));
        }
        return "redirect:/account#email";
    }

    private String throttled(HttpServletRequest request, LoginThrottledException e) {
        return "LOGIN_THROTTLED: " + sentences.of("error.LOGIN_THROTTLED", sentences.waitOf(request, e.retryAfterSeconds()));
    }

    /** The reader's language, time zone and digits; "as the browser says" is an empty value. */
    @PostMapping("/account/preferences")
    String savePreferences(@AuthenticationPrincipal ArenaUser me, @RequestParam(defaultValue = "") String language,
            @RequestParam(defaultValue = "") String timeZone, @RequestParam(defaultValue = "false") boolean nativeDigits,
            RedirectAttributes redirect) {
        accounts.savePreferences(me.id(), language, timeZone, nativeDigits);
        redirect.addFlashAttribute("preferencesSaved", true);
        return "redirect:/account";
    }

    @PostMapping("/account/tokens")
    String createToken(@AuthenticationPrincipal ArenaUser me, @RequestParam(defaultValue = "") String name,
            RedirectAttributes redirect) {
        redirect.addFlashAttribute("newToken", tokens.create(me.id(), name));
        return "redirect:/account";
    }

    @PostMapping("/account/tokens/{id}/revoke")
    String revokeToken(@AuthenticationPrincipal ArenaUser me, @PathVariable long id) {
        tokens.revoke(me.id(), id);
        return "redirect:/account";
    }
}
