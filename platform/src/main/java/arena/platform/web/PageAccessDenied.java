package arena.platform.web;

import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.http.HttpStatus;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.security.web.csrf.CsrfException;

/**
 * A page the signed-in user may not open: the site's error page says what is refused and why (the admin pages are
 * admins' own; a form sent without the session's token is refused as a whole), through {@link ErrorPageAttributes}.
 */
final class PageAccessDenied implements AccessDeniedHandler {

    @Override
    public void handle(HttpServletRequest request, HttpServletResponse response, AccessDeniedException denied)
            throws IOException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        if (denied instanceof CsrfException) {
            ErrorPageAttributes.explain(request, "EXPIRED_FORM", "error.EXPIRED_FORM");
        } else if (path.startsWith("/admin") || path.startsWith("/actuator")) {
            Role role = role();
            ErrorPageAttributes.explain(request, "FORBIDDEN", role == null ? "error.FORBIDDEN.adminPagesSignedOut"
                    : "error.FORBIDDEN.adminPages", path, role);
        } else {
            Role role = role();
            ErrorPageAttributes.explain(request, "FORBIDDEN", role == null ? "error.FORBIDDEN.pageSignedOut"
                    : "error.FORBIDDEN.page", path, role);
        }
        response.sendError(HttpStatus.FORBIDDEN.value());
    }

    /** The signed-in user's role (said in the reader's language), or null. */
    private static Role role() {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        return authentication != null && authentication.getPrincipal() instanceof ArenaUser user
                ? user.role() : null;
    }
}
