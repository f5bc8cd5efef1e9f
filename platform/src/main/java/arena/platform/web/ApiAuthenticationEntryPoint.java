package arena.platform.web;

import arena.platform.account.LoginThrottledException;
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

    @Override
    public void commence(HttpServletRequest request, HttpServletResponse response, AuthenticationException failure)
            throws IOException {
        if (failure instanceof LoginThrottledException throttled) {
            response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(throttled.retryAfterSeconds()));
            ProblemWriter.write(response, HttpStatus.TOO_MANY_REQUESTS, "LOGIN_THROTTLED",
                    "too many failed logins for this account or from this address: try again in " + throttled.waitText());
        } else if (failure instanceof DisabledException) {
            ProblemWriter.write(response, HttpStatus.FORBIDDEN, "ACCOUNT_DISABLED", "this account is disabled");
        } else if (failure instanceof BadCredentialsException) {
            ProblemWriter.write(response, HttpStatus.UNAUTHORIZED, "BAD_CREDENTIALS", "wrong user name or password");
        } else {
            ProblemWriter.write(response, HttpStatus.UNAUTHORIZED, "UNAUTHORIZED", "send Authorization: Bearer <token>; "
                    + "get a token with POST /api/account/tokens and HTTP Basic (your user name and password)");
        }
    }
}
