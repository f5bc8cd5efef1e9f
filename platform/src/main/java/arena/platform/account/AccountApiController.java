package arena.platform.account;

import arena.platform.error.ArenaException;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.security.SecurityRequirements;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
import java.time.Instant;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Registration and personal tokens for API clients. */
@RestController
@RequestMapping("/api/account")
@Tag(name = "account", description = "Registration and personal tokens")
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

    /** A token as its owner sees it later: never the token itself, which is stored only as a hash. */
    record TokenInfo(long id, String name, Instant createdAt, Instant lastUsedAt) {
    }

    @PostMapping("/register")
    @ResponseStatus(HttpStatus.CREATED)
    @SecurityRequirements
    @Operation(summary = "Create an account", description = "Codes: USERNAME_TAKEN (409), INVALID_INPUT (400, a weak "
            + "password or a bad user name), REGISTRATION_THROTTLED (429).")
    AccountView register(@Valid @RequestBody RegistrationForm form, HttpServletRequest request) {
        User user = accounts.signUp(form, request.getRemoteAddr());
        return new AccountView(user.getId(), user.getUsername(), user.getRole());
    }

    @GetMapping
    @Operation(summary = "The account of this token")
    AccountView showAccount(@AuthenticationPrincipal ArenaUser me) {
        return new AccountView(me.id(), me.username(), me.role());
    }

    /**
     * Sign in with HTTP Basic here (the one place that takes a password) to get a token; use
     * {@code Authorization: Bearer <token>} everywhere else.
     */
    @PostMapping("/tokens")
    @ResponseStatus(HttpStatus.CREATED)
    @SecurityRequirement(name = "password")
    @SecurityRequirement(name = "token")
    @Operation(summary = "Create a personal token", description = "Sign in with HTTP Basic (user name and password) or "
            + "an existing token. The token is shown once. Codes: BAD_CREDENTIALS (401), LOGIN_THROTTLED (429), "
            + "ACCOUNT_DISABLED (403).")
    TokenView createToken(@AuthenticationPrincipal ArenaUser me, @RequestBody(required = false) TokenRequest request) {
        String token = tokens.create(me.id(), request == null ? "api" : request.name());
        return new TokenView(token, "Authorization: Bearer " + token);
    }

    @GetMapping("/tokens")
    @Operation(summary = "List your tokens", description = "Names and dates only: a token is never shown again.")
    List<TokenInfo> listTokens(@AuthenticationPrincipal ArenaUser me) {
        return tokens.list(me.id()).stream()
                .map(token -> new TokenInfo(token.getId(), token.getName(), token.getCreatedAt(), token.getLastUsedAt()))
                .toList();
    }

    @DeleteMapping("/tokens/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(summary = "Revoke one of your tokens", description = "It stops working at once. Codes: NOT_FOUND (404).")
    void revokeToken(@AuthenticationPrincipal ArenaUser me, @PathVariable long id) {
        if (!tokens.revoke(me.id(), id)) {
            throw ArenaException.notFound("error.NOT_FOUND.token", id);
        }
    }
}
