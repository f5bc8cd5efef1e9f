package arena.platform.web;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import jakarta.servlet.http.HttpServletResponse;

/** Pages show a refused request as the error page with its sentence, never a stack trace. */
@ControllerAdvice(annotations = Controller.class)
@Order(Ordered.LOWEST_PRECEDENCE)
class PageErrorAdvice {

    @ExceptionHandler(ArenaException.class)
    String handleArena(ArenaException e, Model model, HttpServletResponse response) {
        response.setStatus(e.status().value());
        model.addAttribute("status", e.status().value());
        model.addAttribute("code", e.code());
        model.addAttribute("message", e.getMessage());
        return "error";
    }
}
