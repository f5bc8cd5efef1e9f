package arena.platform.web;

import arena.platform.account.ArenaUser;
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
            ErrorPageAttributes.explain(request, "EXPIRED_FORM", "the form was not sent: it came without this session's"
                    + " security token (it was opened before a log-in, a log-out or the end of the session). Open the"
                    + " page again and send it from there");
        } else if (path.startsWith("/admin") || path.startsWith("/actuator")) {
            ErrorPageAttributes.explain(request, "FORBIDDEN", "only admins open " + path + ": the admin pages run the"
                    + " site, and your account is " + role() + ". An admin can change an account's role");
        } else {
            ErrorPageAttributes.explain(request, "FORBIDDEN", "your account (" + role() + ") may not open " + path);
        }
        response.sendError(HttpStatus.FORBIDDEN.value());
    }

    private static String role() {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        return authentication != null && authentication.getPrincipal() instanceof ArenaUser user
                ? "a " + user.role().name().toLowerCase() + "'s" : "not signed in";
    }
}
