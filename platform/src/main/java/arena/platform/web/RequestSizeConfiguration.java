package arena.platform.web;

import arena.platform.error.ErrorSentences;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.tomcat.TomcatConnectorCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.session.web.http.SessionRepositoryFilter;
import org.springframework.util.unit.DataSize;
import tools.jackson.databind.json.JsonMapper;

/** Request size limits, applied before anything reads a body (see {@link RequestSizeFilter}). */
@Configuration(proxyBeanMethods = false)
class RequestSizeConfiguration {

    @Bean
    RequestLimits requestLimits(@Value("${arena.web.max-json-size:1MB}") DataSize json,
            @Value("${spring.servlet.multipart.max-request-size}") DataSize multipart,
            @Value("${server.tomcat.max-http-form-post-size:2MB}") DataSize formField) {
        return new RequestLimits(json.toBytes(), multipart.toBytes(), formField.toBytes());
    }

    /**
     * Ahead of Spring Security and everything that reads a body, but after Spring Session's filter: a form's
     * refusal goes back to the form as a flash attribute, which must land in the session every instance shares.
     */
    @Bean
    FilterRegistrationBean<RequestSizeFilter> requestSizeFilter(RequestLimits limits, JsonMapper json,
            ErrorSentences sentences) {
        FilterRegistrationBean<RequestSizeFilter> registration = new FilterRegistrationBean<>(
                new RequestSizeFilter(limits, json, sentences));
        registration.setOrder(SessionRepositoryFilter.DEFAULT_ORDER + 1);
        return registration;
    }

    /**
     * A client that asks before sending a large body ({@code Expect: 100-continue}, as curl does) hears the
     * refusal before it sends a byte of it: the server says "continue" only once the body is read.
     */
    @Bean
    TomcatConnectorCustomizer continueOnRead() {
        return connector -> connector.setProperty("continueResponseTiming", "onRead");
    }
}
