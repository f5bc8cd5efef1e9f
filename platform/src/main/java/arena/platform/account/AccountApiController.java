package arena.platform.account;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Registration and personal tokens for API clients. */
@RestController
@RequestMapping("/api/account")
class AccountApiController {

    private final AccountService accounts;
    private final ApiTokenService tokens;

    AccountApiController(AccountService accounts, ApiTokenService tokens) {
        this.accounts = accounts;
        this.tokens = tokens;
    }

    record AccountView(long id, String username, Role role) {
    }

    record TokenRequest(String name) {
    }

    record TokenView(String token, String use) {
    }

    @PostMapping("/register")
    @ResponseStatus(HttpStatus.CREATED)
    AccountView register(@Valid @RequestBody RegistrationForm form, HttpServletRequest request) {
        User user = accounts.signUp(form, request.getRemoteAddr());
        return new AccountView(user.getId(), user.getUsername(), user.getRole());
    }

    @GetMapping
    AccountView showAccount(@AuthenticationPrincipal ArenaUser me) {
        return new AccountView(me.id(), me.username(), me.role());
    }

    /**
     * Sign in with HTTP Basic here (the one place that takes a password) to get a token; use
     * {@code Authorization: Bearer <token>} everywhere else.
     */
    @PostMapping("/tokens")
    @ResponseStatus(HttpStatus.CREATED)
    TokenView createToken(@AuthenticationPrincipal ArenaUser me, @RequestBody(required = false) TokenRequest request) {
        String token = tokens.create(me.id(), request == null ? "api" : request.name());
        return new TokenView(token, "Authorization: Bearer " + token);
    }
}
