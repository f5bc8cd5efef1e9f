package arena.platform.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.resource.NoResourceFoundException;

/**
 * An address that names nothing: no page there ({@code /no-such-page}), or a page address whose id is not one
 * ({@code /matches/abc}). Pages answer with the site's "not found" page; the REST API with its ProblemDetail. It
 * runs before Boot's ProblemDetail handler, which would answer a browser with JSON.
 */
@ControllerAdvice
// after the REST API's advice (which answers its own calls), before Boot's ProblemDetail handler (order 0)
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
class UnknownAddressAdvice {

    @ExceptionHandler(NoResourceFoundException.class)
    ModelAndView handleNoPage(NoResourceFoundException e, HttpServletRequest request, HttpServletResponse response)
            throws IOException {
        return notFound(request, response);
    }

    /**
     * A value of the wrong type on a page (the REST API's own advice answers first for its calls): in the address
     * ({@code /matches/abc}) nothing is there; in a form it is the field's fault.
     */
    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    ModelAndView handleMismatch(MethodArgumentTypeMismatchException e, HttpServletRequest request,
            HttpServletResponse response) throws IOException {
        if (e.getParameter().hasParameterAnnotation(PathVariable.class)) {
            return notFound(request, response);
        }
        response.setStatus(HttpStatus.BAD_REQUEST.value());
        ModelAndView page = new ModelAndView("error");
        page.addObject("status", HttpStatus.BAD_REQUEST.value());
        page.addObject("code", "INVALID_INPUT");
        page.addObject("message", "the field " + e.getName() + " has the wrong type"
                + (e.getRequiredType() != null && Number.class.isAssignableFrom(e.getRequiredType()) ? ": it takes a number" : ""));
        return page;
    }

    static ModelAndView notFound(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        if (path.startsWith("/api/")) {
            ProblemWriter.write(response, HttpStatus.NOT_FOUND, "NOT_FOUND", "there is no API call "
                    + request.getMethod() + " " + path + ": see /v3/api-docs for the calls there are");
            return null;
        }
        response.setStatus(HttpStatus.NOT_FOUND.value());
        ModelAndView page = new ModelAndView("error");
        page.addObject("status", HttpStatus.NOT_FOUND.value());
        page.addObject("code", "NOT_FOUND");
        page.addObject("message", "there is no page at " + path);
        return page;
    }
}
