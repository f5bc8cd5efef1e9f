package arena.platform.web;

import arena.platform.account.LoginThrottledException;
import arena.platform.error.ErrorSentences;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.security.authentication.DisabledException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;
import org.springframework.web.servlet.FlashMap;
import org.springframework.web.servlet.FlashMapManager;
import org.springframework.web.servlet.support.SessionFlashMapManager;

/** A failed login goes back to the login page with what went wrong (as a flash attribute, never echoed from the URL). */
final class LoginFailureHandler implements AuthenticationFailureHandler {

    private final FlashMapManager flashes = new SessionFlashMapManager();
    private final ErrorSentences sentences;

    LoginFailureHandler(ErrorSentences sentences) {
        this.sentences = sentences;
    }

    /** How long to wait, in the request's language: seconds under two minutes, else minutes. */
    static String wait(ErrorSentences sentences, HttpServletRequest request, LoginThrottledException throttled) {
        return sentences.waitOf(request, throttled.retryAfterSeconds());
    }

    @Override
    public void onAuthenticationFailure(HttpServletRequest request, HttpServletResponse response, AuthenticationException failure)
            throws IOException {
        FlashMap flash = new FlashMap();
        if (failure instanceof LoginThrottledException throttled) {
            flash.put("loginError", "login.throttled");
            flash.put("retryAfter", wait(sentences, request, throttled));
        } else if (failure instanceof DisabledException) {
            flash.put("loginError", "login.disabled");
        } else {
            flash.put("loginError", "login.failed");
        }
        flash.setTargetRequestPath(request.getContextPath() + "/login");
        flashes.saveOutputFlashMap(flash, request, response);
        response.sendRedirect(request.getContextPath() + "/login?error");
    }
}
