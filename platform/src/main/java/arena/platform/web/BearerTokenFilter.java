package arena.platform.web;

import arena.platform.account.ApiTokenService;
import arena.platform.account.ArenaUser;
import arena.platform.worker.WorkerCredentials;
import arena.platform.worker.WorkerPrincipal;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.springframework.http.HttpStatus;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * {@code Authorization: Bearer <token>}: a user's personal token, or a remote worker's own credential. The token's
 * account, or the credential, is read on every request, so a disabled account's tokens and a revoked credential are
 * refused at once. (A worker's join token is no sign-in: only {@code POST /api/worker/join} reads it.)
 */
final class BearerTokenFilter extends OncePerRequestFilter {

    private final ApiTokenService tokens;
    private final WorkerCredentials workers;

    BearerTokenFilter(ApiTokenService tokens, WorkerCredentials workers) {
        this.tokens = tokens;
        this.workers = workers;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String header = request.getHeader("Authorization");
        if (header != null && header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            String token = header.substring(7).trim();
            if (token.startsWith(WorkerCredentials.PREFIX)) {
                Optional<WorkerCredentials.Holder> worker = workers.authenticate(token);
                if (worker.isPresent() && worker.get().revoked()) {
                    response.setHeader("WWW-Authenticate", "Bearer");
                    ProblemWriter.write(response, HttpStatus.UNAUTHORIZED, "CREDENTIAL_REVOKED",
                            "an admin revoked this worker's credential");
                    return;
                }
                worker.ifPresent(found -> SecurityContextHolder.getContext().setAuthentication(
                        new UsernamePasswordAuthenticationToken(new WorkerPrincipal(found.id(), found.name()), null,
                                List.of(new SimpleGrantedAuthority("ROLE_WORKER")))));
            } else {
                Optional<ArenaUser> user = tokens.authenticate(token);
                if (user.isPresent() && !user.get().enabled()) {
                    ProblemWriter.write(response, HttpStatus.FORBIDDEN, "ACCOUNT_DISABLED", "this account is disabled");
                    return;
                }
                user.ifPresent(found -> SecurityContextHolder.getContext().setAuthentication(
                        new UsernamePasswordAuthenticationToken(found, null, found.getAuthorities())));
            }
        }
        chain.doFilter(request, response);
    }
}
