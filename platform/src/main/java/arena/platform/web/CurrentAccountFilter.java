package arena.platform.web;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.i18n.ReaderPreferences;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.Optional;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A session remembers who signed in, not what they may do: every request of a signed-in session takes
 * the account's role and status from the database. A role change applies from the next request on; a
 * disabled (or deleted) account is signed out at once and sent to the login page, and so is a session signed in
 * before the account's password last changed (its credentials version is older). The database is the one truth,
 * so this holds on every site instance.
 */
final class CurrentAccountFilter extends OncePerRequestFilter {

    static final String SIGNED_OUT_URL = "/login?disabled";
    static final String PASSWORD_CHANGED_URL = "/login?passwordChanged";

    private final AccountService accounts;
    private final SecurityContextRepository sessions = new HttpSessionSecurityContextRepository();

    CurrentAccountFilter(AccountService accounts) {
        this.accounts = accounts;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        if (authentication != null && authentication.getPrincipal() instanceof ArenaUser signedIn) {
            Optional<AccountService.CurrentAccount> account = accounts.currentWithPreferences(signedIn.id());
            Optional<ArenaUser> now = account.map(AccountService.CurrentAccount::user);
            if (now.isEmpty() || !now.get().enabled()) {
                signOut(request);
                response.sendRedirect(request.getContextPath() + SIGNED_OUT_URL);
                return;
            }
            if (now.get().credentialsVersion() != signedIn.credentialsVersion()) {
                signOut(request);
                response.sendRedirect(request.getContextPath() + PASSWORD_CHANGED_URL);
                return;
            }
            if (now.get().role() != signedIn.role() || !now.get().username().equals(signedIn.username())) {
                SecurityContext context = SecurityContextHolder.createEmptyContext();
                var fresh = new UsernamePasswordAuthenticationToken(now.get(), null, now.get().getAuthorities());
                fresh.setDetails(authentication.getDetails());
                context.setAuthentication(fresh);
                SecurityContextHolder.setContext(context);
                sessions.saveContext(context, request, response);
            }
            request.setAttribute(ReaderPreferences.ATTRIBUTE, account.get().preferences());
        }
        chain.doFilter(request, response);
    }

    private static void signOut(HttpServletRequest request) {
        SecurityContextHolder.clearContext();
        HttpSession session = request.getSession(false);
        if (session != null) {
            session.invalidate();
        }
    }
}
