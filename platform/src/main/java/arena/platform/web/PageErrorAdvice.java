package arena.platform.web;

import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.multipart.MaxUploadSizeExceededException;

/** Pages show a refused request as the error page with its sentence, never a stack trace. */
@ControllerAdvice(annotations = Controller.class)
@Order(Ordered.LOWEST_PRECEDENCE)
class PageErrorAdvice {

    private final RequestLimits limits;
    private final ErrorSentences sentences;

    PageErrorAdvice(RequestLimits limits, ErrorSentences sentences) {
        this.limits = limits;
        this.sentences = sentences;
    }

    @ExceptionHandler(ArenaException.class)
    String handleArena(ArenaException e, Model model, HttpServletResponse response) {
        return show(e.status(), e.code(), sentences.of(e), model, response);
    }

    /** The site's uploads are read, and refused when too large, before they get here; this is the same answer. */
    @ExceptionHandler(MaxUploadSizeExceededException.class)
    String handleTooLarge(MaxUploadSizeExceededException e, Model model, HttpServletResponse response) {
        return handleArena(limits.fieldTooLarge(), model, response);
    }

    private static String show(HttpStatus status, String code, String message, Model model, HttpServletResponse response) {
        response.setStatus(status.value());
        model.addAttribute("status", status.value());
        model.addAttribute("code", code);
        model.addAttribute("message", message);
        return "error";
    }
}
