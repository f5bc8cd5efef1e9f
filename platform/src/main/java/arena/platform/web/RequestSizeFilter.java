package arena.platform.web;

import arena.platform.error.ErrorSentences;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.multipart.support.StandardMultipartHttpServletRequest;
import tools.jackson.databind.json.JsonMapper;

/**
 * Request bodies are capped before anything reads them, ahead of Spring Security (whose CSRF check reads
 * form fields, and so parses uploads). A declared length over the cap is refused at once; a body without
 * one is counted as it is read and refused once it passes the cap; an upload to one of the site's forms is
 * parsed here, so that one over the multipart limit is refused here. Refusals are {@code TOO_LARGE} (413) with a sentence: a
 * {@code ProblemDetail} on the REST API, the form's page with the error on the site ({@link SiteForms}).
 */
final class RequestSizeFilter extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger(RequestSizeFilter.class);

    private final RequestLimits limits;
    private final JsonMapper json;
    private final ErrorSentences sentences;

    RequestSizeFilter(RequestLimits limits, JsonMapper json, ErrorSentences sentences) {
        this.limits = limits;
        this.json = json;
        this.sentences = sentences;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long cap = limits.capOf(request);
        long length = request.getContentLengthLong();
        boolean upload = RequestLimits.isMultipart(request);
        if (length > cap) {
            refuse(request, response, HttpStatus.CONTENT_TOO_LARGE, "TOO_LARGE", sentences.in(request,
                    upload ? "error.TOO_LARGE.uploadBody" : "error.TOO_LARGE.request", RequestLimits.describe(length),
                    RequestLimits.describe(cap)));
            return;
        }
        if (upload && !api(request)) {
            // the site's forms: Spring Security's CSRF check reads their fields, so they are parsed here first;
            // REST uploads are parsed after authentication, where the API's error advice answers the same way
            try {
                new StandardMultipartHttpServletRequest(request);
            } catch (MaxUploadSizeExceededException e) {
                refuse(request, response, HttpStatus.CONTENT_TOO_LARGE, "TOO_LARGE", sentences.in(request, limits.fieldTooLarge()));
                return;
            } catch (MultipartException e) {
                refuse(request, response, HttpStatus.BAD_REQUEST, "INVALID_INPUT",
                        sentences.in(request, RequestLimits.UNREADABLE_UPLOAD));
                return;
            }
            chain.doFilter(request, response);
            return;
        }
        if (upload) {
            chain.doFilter(request, response);
            return;
        }
        chain.doFilter(length >= 0 ? request : new CountedRequest(request, cap), response);
    }

    private void refuse(HttpServletRequest request, HttpServletResponse response, HttpStatus status, String code,
            String sentence) throws IOException {
        log.debug("request refused: {} {} {}: {}", request.getMethod(), request.getRequestURI(), code, sentence);
        // whatever the client still sends is read and dropped by the server (up to its swallow size)
        if (api(request)) {
            Map<String, Object> problem = new LinkedHashMap<>();
            problem.put("type", URI.create("https://arena.invalid/problems/" + code.toLowerCase().replace('_', '-')).toString());
            problem.put("title", status.getReasonPhrase());
            problem.put("status", status.value());
            problem.put("detail", sentence);
            problem.put("instance", request.getRequestURI());
            problem.put("code", code);
            response.setStatus(status.value());
            response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
            response.getOutputStream().write(json.writeValueAsBytes(problem));
            return;
        }
        if (SiteForms.redirectWithError(request, response, code, sentence)) {
            return;
        }
        response.setStatus(status.value());
        response.setContentType(MediaType.TEXT_PLAIN_VALUE);
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write(code + ": " + sentence + "\n");
    }

    private static boolean api(HttpServletRequest request) {
        return request.getRequestURI().startsWith("/api/");
    }

    /** Thrown by a counted body once it passes its cap; the API's error advice answers it with 413. */
    static final class BodyTooLargeException extends IOException {
        private final long cap;

        BodyTooLargeException(long cap) {
            super("the request body is larger than " + RequestLimits.describe(cap) + ", the most accepted here");
            this.cap = cap;
        }

        long cap() {
            return cap;
        }
    }

    /** A request whose body has no declared length: counted as it is read. */
    private static final class CountedRequest extends HttpServletRequestWrapper {
        private final long cap;
        private ServletInputStream stream;

        CountedRequest(HttpServletRequest request, long cap) {
            super(request);
            this.cap = cap;
        }

        @Override
        public ServletInputStream getInputStream() throws IOException {
            if (stream == null) {
                stream = new CountedStream(super.getInputStream(), cap);
            }
            return stream;
        }
    }

    private static final class CountedStream extends ServletInputStream {
        private final ServletInputStream in;
        private final long cap;
        private long read;

        CountedStream(ServletInputStream in, long cap) {
            this.in = in;
            this.cap = cap;
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = in.read(buffer, offset, length);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        private void count(int n) throws IOException {
            read += n;
            if (read > cap) {
                throw new BodyTooLargeException(cap);
            }
        }

        @Override
        public boolean isFinished() {
            return in.isFinished();
        }

        @Override
        public boolean isReady() {
            return in.isReady();
        }

        @Override
        public void setReadListener(ReadListener listener) {
            in.setReadListener(listener);
        }
    }
}
