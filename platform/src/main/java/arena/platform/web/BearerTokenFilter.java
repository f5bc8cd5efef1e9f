package arena.platform.web;

import arena.platform.account.ApiTokenService;
import arena.platform.account.ArenaUser;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Optional;
import org.springframework.http.HttpStatus;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * {@code Authorization: Bearer <token>}: a user's personal token, or the shared token of remote workers.
 * The token's account is read on every request, so a disabled account's tokens are refused at once.
 */
final class BearerTokenFilter extends OncePerRequestFilter {

    private final ApiTokenService tokens;
    private final byte[] workerToken;

    BearerTokenFilter(ApiTokenService tokens, String workerToken) {
        this.tokens = tokens;
        this.workerToken = workerToken == null || workerToken.isBlank() ? null : workerToken.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String header = request.getHeader("Authorization");
        if (header != null && header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            String token = header.substring(7).trim();
            if (workerToken != null && MessageDigest.isEqual(workerToken, token.getBytes(StandardCharsets.UTF_8))) {
                var worker = new UsernamePasswordAuthenticationToken("worker", null,
                        List.of(new SimpleGrantedAuthority("ROLE_WORKER")));
                SecurityContextHolder.getContext().setAuthentication(worker);
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
