package arena.platform.account;

import arena.platform.web.ArenaException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
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

    private final AccountService accounts;
    private final ApiTokenService tokens;

    AccountController(AccountService accounts, ApiTokenService tokens) {
        this.accounts = accounts;
        this.tokens = tokens;
    }

    @GetMapping("/login")
    String showLogin() {
        return LOGIN_VIEW;
    }

    @GetMapping("/register")
    String initRegistrationForm(Model model) {
        model.addAttribute("form", new RegistrationForm("", ""));
        return REGISTER_VIEW;
    }

    @PostMapping("/register")
    String processRegistrationForm(@Valid @ModelAttribute("form") RegistrationForm form, BindingResult result,
            HttpServletRequest request, Model model, RedirectAttributes redirect) {
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
            model.addAttribute("registerError", e.getMessage());
            model.addAttribute("registerCode", e.code());
            return REGISTER_VIEW;
        }
        // a flash attribute, not a query parameter: the login page names only an account that was just made
        redirect.addFlashAttribute("registered", user.getUsername());
        return "redirect:/login";
    }

    @GetMapping("/account")
    String showAccount(@AuthenticationPrincipal ArenaUser me, Model model) {
        model.addAttribute("tokens", tokens.list(me.id()));
        // the address the command-line client logs in to, as this visitor reaches the site
        model.addAttribute("siteUrl", ServletUriComponentsBuilder.fromCurrentContextPath().toUriString());
        return ACCOUNT_VIEW;
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
