package arena.platform.account;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.security.web.authentication.session.ChangeSessionIdAuthenticationStrategy;
import org.springframework.security.web.csrf.CsrfAuthenticationStrategy;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;
import org.springframework.stereotype.Component;

/**
 * Signs this browser in as an account without its password being typed again: a new account right after
 * registration, and the session that changed its password (which goes on at the new credentials version while the
 * account's other sessions end). As the login form does, the session gets a new id and a new CSRF token, so a
 * session id or token known before does not carry over.
 */
@Component
public class SessionSignIn {

    private final SecurityContextRepository contexts = new HttpSessionSecurityContextRepository();
    private final ChangeSessionIdAuthenticationStrategy newSessionId = new ChangeSessionIdAuthenticationStrategy();
    private final CsrfAuthenticationStrategy newCsrfToken = new CsrfAuthenticationStrategy(new HttpSessionCsrfTokenRepository());

    public void signIn(ArenaUser user, HttpServletRequest request, HttpServletResponse response) {
        ArenaUser signedIn = user.withoutPassword();
        var authentication = UsernamePasswordAuthenticationToken.authenticated(signedIn, null, signedIn.getAuthorities());
        authentication.setDetails(new WebAuthenticationDetails(request));
        request.getSession(true);
        newSessionId.onAuthentication(authentication, request, response);
        newCsrfToken.onAuthentication(authentication, request, response);
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(authentication);
        SecurityContextHolder.setContext(context);
        contexts.saveContext(context, request, response);
    }
}
