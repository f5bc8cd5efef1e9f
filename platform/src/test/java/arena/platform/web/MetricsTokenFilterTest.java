package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.core.context.SecurityContextHolder;

class MetricsTokenFilterTest {

    @AfterEach
    void clear() {
        SecurityContextHolder.clearContext();
    }

    private static MockHttpServletResponse filter(String configured, String authorization) throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/actuator/prometheus");
        if (authorization != null) {
            request.addHeader("Authorization", authorization);
        }
        MockHttpServletResponse response = new MockHttpServletResponse();
        new MetricsTokenFilter(configured).doFilter(request, response, new MockFilterChain());
        return response;
    }

    @Test
    void withoutAConfiguredTokenTheEndpointDoesNotExist() throws Exception {
        MockHttpServletResponse response = filter("", "Bearer ");
        assertThat(response.getStatus()).isEqualTo(404);
        assertThat(response.getContentAsString()).contains("\"code\":\"NOT_FOUND\"", "ARENA_METRICS_TOKEN");
        assertThat(SecurityContextHolder.getContext().getAuthentication()).isNull();
    }

    @Test
    void theRightTokenIsTheMetricsRole() throws Exception {
        filter("s3cret-metrics", "bearer s3cret-metrics");
        assertThat(SecurityContextHolder.getContext().getAuthentication().getAuthorities())
                .extracting(Object::toString).containsExactly("ROLE_METRICS");
    }

    @Test
    void aWrongOrMissingTokenIsNobody() throws Exception {
        for (String header : new String[] {null, "Bearer s3cret-metric", "Bearer s3cret-metrics2", "Basic s3cret-metrics"}) {
            MockHttpServletResponse response = filter("s3cret-metrics", header);
            assertThat(response.getStatus()).isEqualTo(200);
            assertThat(SecurityContextHolder.getContext().getAuthentication()).as(header).isNull();
        }
    }
}
