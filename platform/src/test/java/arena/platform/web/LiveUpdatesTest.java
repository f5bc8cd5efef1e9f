package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.platform.error.ArenaException;
import jakarta.servlet.http.HttpServletRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.security.authentication.TestingAuthenticationToken;

/** Open live-update streams are capped per client (a user, or an address for visitors) and in all. */
class LiveUpdatesTest {

    private final LiveUpdates live = new LiveUpdates(new LiveProperties(2, 3));

    @AfterEach
    void stop() {
        live.destroy();
    }

    private static HttpServletRequest user(String name) {
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setUserPrincipal(new TestingAuthenticationToken(name, null));
        return request;
    }

    private static HttpServletRequest visitor(String address) {
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setRemoteAddr(address);
        return request;
    }

    private void follow(HttpServletRequest request) {
        live.follow(request, () -> "QUEUED", state -> false);
    }

    @Test
    void aClientOverItsCapIsRefusedWithTooManyStreams() {
        follow(user("alice"));
        follow(user("alice"));

        assertThatThrownBy(() -> follow(user("alice"))).isInstanceOfSatisfying(ArenaException.class, e -> {
            assertThat(e.status()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
            assertThat(e.code()).isEqualTo("TOO_MANY_STREAMS");
            assertThat(e.getMessage()).isEqualTo("you have 2 live pages open, the most one visitor may have: close one and "
                    + "reload this page");
        });
        follow(visitor("10.0.0.1"));
        assertThat(live.open()).isEqualTo(3);
    }

    @Test
    void theSiteOverItsCapRefusesEveryNewStream() {
        follow(user("alice"));
        follow(visitor("10.0.0.1"));
        follow(visitor("10.0.0.2"));

        assertThatThrownBy(() -> follow(user("bob"))).isInstanceOfSatisfying(ArenaException.class, e -> {
            assertThat(e.code()).isEqualTo("TOO_MANY_STREAMS");
            assertThat(e.getMessage()).contains("as many live pages as it can (3)");
        });
    }
}
