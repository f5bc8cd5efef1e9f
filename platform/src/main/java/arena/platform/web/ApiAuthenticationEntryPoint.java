package arena.platform.web;

import arena.platform.account.LoginThrottledException;
import arena.platform.error.ErrorSentences;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.DisabledException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.AuthenticationEntryPoint;

/** Why the REST API did not let a request in, as a ProblemDetail with a reason code. */
final class ApiAuthenticationEntryPoint implements AuthenticationEntryPoint {

    private final ErrorSentences sentences;

    ApiAuthenticationEntryPoint(ErrorSentences sentences) {
        this.sentences = sentences;
    }

    @Override
    public void commence(HttpServletRequest request, HttpServletResponse response, AuthenticationException failure)
            throws IOException {
        if (failure instanceof LoginThrottledException throttled) {
            response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(throttled.retryAfterSeconds()));
            ProblemWriter.write(response, HttpStatus.TOO_MANY_REQUESTS, "LOGIN_THROTTLED",
                    sentences.in(request, "error.LOGIN_THROTTLED", LoginFailureHandler.wait(sentences, request, throttled)));
        } else if (failure instanceof DisabledException) {
            ProblemWriter.write(response, HttpStatus.FORBIDDEN, "ACCOUNT_DISABLED", sentences.in(request, "error.ACCOUNT_DISABLED"));
        } else if (failure instanceof BadCredentialsException) {
            ProblemWriter.write(response, HttpStatus.UNAUTHORIZED, "BAD_CREDENTIALS", sentences.in(request, "error.BAD_CREDENTIALS"));
        } else {
            ProblemWriter.write(response, HttpStatus.UNAUTHORIZED, "UNAUTHORIZED", sentences.in(request, "error.UNAUTHORIZED"));
        }
    }
}
