package arena.platform.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.http.server.PathContainer;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;

/**
 * An address no controller of the site answers, whatever the method: the site lets anyone reach it, so a visitor
 * gets the site's "not found" page instead of a login form for a page that does not exist. Static files are public
 * anyway; the actuator's and the admin's addresses are refused by their own rules before this one is asked.
 */
final class UnknownAddress implements RequestMatcher {

    private final Supplier<RequestMappingHandlerMapping> mappings;
    private volatile List<PathPattern> known;

    UnknownAddress(Supplier<RequestMappingHandlerMapping> mappings) {
        this.mappings = mappings;
    }

    @Override
    public boolean matches(HttpServletRequest request) {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        PathContainer container = PathContainer.parsePath(path.isEmpty() ? "/" : path);
        return patterns().stream().noneMatch(pattern -> pattern.matches(container));
    }

    /** Read once, on the first request: every controller is mapped by then. */
    private List<PathPattern> patterns() {
        List<PathPattern> patterns = known;
        if (patterns == null) {
            patterns = mappings.get().getHandlerMethods().keySet().stream()
                    .flatMap(info -> info.getPatternValues().stream())
                    .distinct()
                    .map(PathPatternParser.defaultInstance::parse)
                    .toList();
            known = patterns;
        }
        return patterns;
    }
}
