package arena.platform.web;

import arena.platform.account.AccountService;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.error.FieldException;
import java.net.URI;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.TypeMismatchException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.multipart.support.MissingServletRequestPartException;

/**
 * REST errors are {@code ProblemDetail}s with a {@code code} property and one fixed sentence; expected
 * errors are logged at DEBUG without stacks.
 */
@RestControllerAdvice(annotations = org.springframework.web.bind.annotation.RestController.class)
@org.springframework.core.annotation.Order(org.springframework.core.Ordered.HIGHEST_PRECEDENCE)
class ApiErrorAdvice {

    private static final Logger log = LoggerFactory.getLogger(ApiErrorAdvice.class);

    private final RequestLimits limits;
    private final ErrorSentences sentences;

    ApiErrorAdvice(RequestLimits limits, ErrorSentences sentences) {
        this.limits = limits;
        this.sentences = sentences;
    }

    static ProblemDetail problem(HttpStatus status, String code, String detail) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setType(URI.create("https://arena.invalid/problems/" + code.toLowerCase().replace('_', '-')));
        problem.setProperty("code", code);
        return problem;
    }

    @ExceptionHandler(ArenaException.class)
    ProblemDetail handleArena(ArenaException e) {
        log.debug("request refused: {} {}", e.code(), e.getMessage());
        ProblemDetail problem = problem(e.status(), e.code(), sentences.of(e));
        if (e instanceof FieldException invalid) {
            problem.setProperty("field", invalid.field());
        }
        return problem;
    }

    @ExceptionHandler(AccountService.UsernameTakenException.class)
    ProblemDetail handleTaken(AccountService.UsernameTakenException e) {
        return problem(HttpStatus.CONFLICT, "USERNAME_TAKEN", sentences.of("error.USERNAME_TAKEN", e.username()));
    }

    /** A body that is not what the call takes, or one that passed its cap while it was read (no length given). */
    @ExceptionHandler(HttpMessageNotReadableException.class)
    ProblemDetail handleUnreadable(HttpMessageNotReadableException e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof RequestSizeFilter.BodyTooLargeException tooLarge) {
                log.debug("request refused: TOO_LARGE {}", tooLarge.getMessage());
                return problem(HttpStatus.CONTENT_TOO_LARGE, "TOO_LARGE",
                        sentences.of("error.TOO_LARGE.body", RequestLimits.describe(tooLarge.cap())));
            }
        }
        log.debug("request refused: unreadable body: {}", e.getMessage());
        return problem(HttpStatus.BAD_REQUEST, "INVALID_INPUT", sentences.of("error.INVALID_INPUT.unreadableBody"));
    }

    /**
     * An upload whose declared size is over the limit never gets here ({@link RequestSizeFilter}); one whose
     * parts are, is read after authentication (spring.servlet.multipart.resolve-lazily) and ends here.
     */
    @ExceptionHandler(MaxUploadSizeExceededException.class)
    ProblemDetail handleTooLarge(MaxUploadSizeExceededException e) {
        return handleArena(limits.fieldTooLarge());
    }

    @ExceptionHandler(MultipartException.class)
    ProblemDetail handleMultipart(MultipartException e) {
        return problem(HttpStatus.BAD_REQUEST, "INVALID_INPUT", sentences.of(RequestLimits.UNREADABLE_UPLOAD));
    }

    @ExceptionHandler({MissingServletRequestParameterException.class, MissingServletRequestPartException.class})
    ProblemDetail handleMissing(Exception e) {
        String name = e instanceof MissingServletRequestParameterException missing ? missing.getParameterName()
                : ((MissingServletRequestPartException) e).getRequestPartName();
        return problem(HttpStatus.BAD_REQUEST, "INVALID_INPUT", sentences.of("error.INVALID_INPUT.missing", name));
    }

    /** A parameter of the wrong type: text where a number is expected, a file where text is. */
    @ExceptionHandler(TypeMismatchException.class)
    ProblemDetail handleMismatch(TypeMismatchException e) {
        String name = e.getPropertyName() != null ? e.getPropertyName()
                : e instanceof MethodArgumentTypeMismatchException mismatch ? mismatch.getName() : "a parameter";
        Class<?> type = e.getRequiredType();
        String detail = type == null ? sentences.of("error.INVALID_INPUT.type", name)
                : Number.class.isAssignableFrom(type) || type.isPrimitive() ? sentences.of("error.INVALID_INPUT.typeNumber", name)
                : type == String.class ? sentences.of("error.INVALID_INPUT.typeText", name)
                : sentences.of("error.INVALID_INPUT.typeOther", name, type.getSimpleName());
        return problem(HttpStatus.BAD_REQUEST, "INVALID_INPUT", detail);
    }

    @ExceptionHandler(MethodArgumentNotValidException.class)
    ProblemDetail handleInvalid(MethodArgumentNotValidException e) {
        String detail = e.getBindingResult().getFieldErrors().stream()
                .map(error -> error.getField() + ": " + error.getDefaultMessage())
                .collect(Collectors.joining("; "));
        return problem(HttpStatus.BAD_REQUEST, "INVALID_INPUT", detail);
    }
}
