package arena.platform.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The Prometheus endpoint's door: {@code Authorization: Bearer $ARENA_METRICS_TOKEN}, compared in constant
 * time (both sides hashed first, so not even the length shows). Without a configured token the endpoint
 * does not exist (404); a wrong or missing token is 401.
 */
final class MetricsTokenFilter extends OncePerRequestFilter {

    private final byte[] expected;

    MetricsTokenFilter(String token) {
        this.expected = token == null || token.isBlank() ? null : sha256(token.strip());
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (expected == null) {
            ProblemWriter.write(response, HttpStatus.NOT_FOUND, "NOT_FOUND",
                    "metrics are off: the site has no metrics token (ARENA_METRICS_TOKEN)");
            return;
        }
        String header = request.getHeader("Authorization");
        if (header != null && header.regionMatches(true, 0, "Bearer ", 0, 7)
                && MessageDigest.isEqual(expected, sha256(header.substring(7).strip()))) {
            SecurityContextHolder.getContext().setAuthentication(new UsernamePasswordAuthenticationToken("metrics", null,
                    List.of(new SimpleGrantedAuthority("ROLE_METRICS"))));
        }
        chain.doFilter(request, response);
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
