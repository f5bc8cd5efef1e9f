package arena.platform.web;

import arena.platform.account.AccountService;
import java.net.URI;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * REST errors are {@code ProblemDetail}s with a {@code code} property and one fixed sentence; expected
 * errors are logged at DEBUG without stacks.
 */
@RestControllerAdvice(annotations = org.springframework.web.bind.annotation.RestController.class)
@org.springframework.core.annotation.Order(org.springframework.core.Ordered.HIGHEST_PRECEDENCE)
class ApiErrorAdvice {

    private static final Logger log = LoggerFactory.getLogger(ApiErrorAdvice.class);

    static ProblemDetail problem(HttpStatus status, String code, String detail) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setType(URI.create("https://arena.invalid/problems/" + code.toLowerCase().replace('_', '-')));
        problem.setProperty("code", code);
        return problem;
    }

    @ExceptionHandler(ArenaException.class)
    ProblemDetail handleArena(ArenaException e) {
        log.debug("request refused: {} {}", e.code(), e.getMessage());
        return problem(e.status(), e.code(), e.getMessage());
    }

    @ExceptionHandler(AccountService.UsernameTakenException.class)
    ProblemDetail handleTaken(AccountService.UsernameTakenException e) {
        return problem(HttpStatus.CONFLICT, "USERNAME_TAKEN", e.getMessage());
    }

    @ExceptionHandler(MethodArgumentNotValidException.class)
    ProblemDetail handleInvalid(MethodArgumentNotValidException e) {
        String detail = e.getBindingResult().getFieldErrors().stream()
                .map(error -> error.getField() + ": " + error.getDefaultMessage())
                .collect(Collectors.joining("; "));
        return problem(HttpStatus.BAD_REQUEST, "INVALID_INPUT", detail);
    }
}
