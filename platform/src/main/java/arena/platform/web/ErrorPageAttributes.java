package arena.platform.web;

import arena.platform.error.ErrorSentences;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import org.springframework.boot.web.error.ErrorAttributeOptions;
import org.springframework.boot.webmvc.error.DefaultErrorAttributes;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.context.support.DefaultMessageSourceResolvable;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.WebRequest;

/**
 * What Boot's error page ({@code error.html}, after a {@code sendError}) shows besides the status: a reason code and a
 * sentence the site wrote for the user ({@link #explain}), or for a 404 the address that names nothing. An
 * exception's own message is never shown.
 */
@Component
class ErrorPageAttributes extends DefaultErrorAttributes {

    private static final String CODE = ErrorPageAttributes.class.getName() + ".code";
    private static final String MESSAGE = ErrorPageAttributes.class.getName() + ".message";

    private final ErrorSentences sentences;

    ErrorPageAttributes(ErrorSentences sentences) {
        this.sentences = sentences;
    }

    /**
     * Sets the code and the sentence the error page shows for this request: a key of the errors bundle and its
     * arguments, put in the reader's language when the page is written.
     */
    static void explain(HttpServletRequest request, String code, String key, Object... arguments) {
        request.setAttribute(CODE, code);
        request.setAttribute(MESSAGE, new DefaultMessageSourceResolvable(new String[] {key}, arguments));
    }

    @Override
    public Map<String, Object> getErrorAttributes(WebRequest request, ErrorAttributeOptions options) {
        Map<String, Object> attributes = super.getErrorAttributes(request, options);
        Object message = request.getAttribute(MESSAGE, RequestAttributes.SCOPE_REQUEST);
        if (message instanceof MessageSourceResolvable sentence) {
            attributes.put("code", request.getAttribute(CODE, RequestAttributes.SCOPE_REQUEST));
            attributes.put("message", sentences.of(sentence));
        } else if (Integer.valueOf(404).equals(attributes.get("status")) && attributes.get("path") != null) {
            attributes.put("code", "NOT_FOUND");
            attributes.put("message", sentences.of("error.NOT_FOUND.page", attributes.get("path")));
        } else {
            attributes.remove("message");
        }
        return attributes;
    }
}
