package arena.platform.account;

import static arena.platform.account.Visitors.PASSWORD;
import static arena.platform.account.Visitors.address;
import static arena.platform.account.Visitors.from;
import static arena.platform.account.Visitors.name;
import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.httpBasic;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.time.Duration;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.HttpHeaders;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.ResultActions;

/**
 * Failed logins slow down and then lock, per account and per address, on the login page and on the
 * token endpoint (the one API call that takes a password). Limits of this context: an account waits
 * after 2 failures (10 s, doubling) and locks after 4 for 15 min; an address waits after 6, locks after 8.
 */
@AccountTestContext
class LoginThrottlingIT {

    private static final Instant T0 = Instant.parse("2030-01-01T10:00:00Z");

    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    UserRepository users;
    @Autowired
    TestClock clock;

    @BeforeEach
    void freeze() {
        clock.freezeAt(T0);
    }

    @AfterEach
    void thaw() {
        clock.thaw();
    }

    private String newUser() {
        return accounts.register(new RegistrationForm(name("th"), PASSWORD), Role.CONTESTANT).getUsername();
    }

    private ResultActions logIn(String username, String password, String address) throws Exception {
        return mvc.perform(post("/login").param("username", username).param("password", password).with(csrf()).with(from(address)));
    }

    /** Signs in and follows the redirect: what the login page then says, or "signed in". */
    private String outcome(String username, String password, String address) throws Exception {
        MvcResult login = logIn(username, password, address).andReturn();
        if ("/".equals(login.getResponse().getRedirectedUrl())) {
            return "signed in";
        }
        assertThat(login.getResponse().getRedirectedUrl()).isEqualTo("/login?error");
        String page = mvc.perform(get("/login?error").cookie(login.getResponse().getCookie("SESSION")))
                .andReturn().getResponse().getContentAsString();
        Matcher message = Pattern.compile("id=\"login-error\">([^<]*)<").matcher(page);
        assertThat(message.find()).as(page).isTrue();
        return message.group(1);
    }

    private static final String WRONG = "Wrong user name or password.";

    private static String waitFor(String wait) {
        return "Too many failed logins for this account or from your address: try again in " + wait + ".";
    }

    @Test
    void failedLoginsOfAnAccountSlowDownThenLock() throws Exception {
        String name = newUser();
        assertThat(outcome(name, "wrong-guess-1", address())).isEqualTo(WRONG);
        assertThat(outcome(name, "wrong-guess-2", address())).isEqualTo(WRONG);
        // slowed down: even the right password waits, and from another address too
        assertThat(outcome(name, PASSWORD, address())).isEqualTo(waitFor("10 s"));
        clock.advance(Duration.ofSeconds(10));
        assertThat(outcome(name, "wrong-guess-3", address())).isEqualTo(WRONG);
        assertThat(outcome(name, PASSWORD, address())).isEqualTo(waitFor("20 s"));
        clock.advance(Duration.ofSeconds(20));
        assertThat(outcome(name, "wrong-guess-4", address())).isEqualTo(WRONG);
        // locked
        assertThat(outcome(name, PASSWORD, address())).isEqualTo(waitFor("15 min"));
        clock.advance(Duration.ofMinutes(10));
        assertThat(outcome(name, PASSWORD, address())).isEqualTo(waitFor("5 min"));
        clock.advance(Duration.ofMinutes(5));
        assertThat(outcome(name, PASSWORD, address())).isEqualTo("signed in");
        // a right password starts the account afresh
        assertThat(outcome(name, "wrong-guess-5", address())).isEqualTo(WRONG);
        assertThat(outcome(name, PASSWORD, address())).isEqualTo("signed in");
    }

    @Test
    void oneAddressGuessingManyAccountsSlowsDown() throws Exception {
        String address = address();
        for (int i = 0; i < 6; i++) {
            assertThat(outcome(name("nobody"), "guess-" + i, address)).isEqualTo(WRONG);
        }
        assertThat(outcome(newUser(), PASSWORD, address)).isEqualTo(waitFor("10 s"));
        assertThat(outcome(newUser(), PASSWORD, address())).isEqualTo("signed in");
    }

    @Test
    void theTokenEndpointIsThrottledWithA429AndAReasonCode() throws Exception {
        String name = newUser();
        String address = address();
        for (int i = 0; i < 2; i++) {
            mvc.perform(post("/api/account/tokens").with(httpBasic(name, "wrong-guess-" + i)).with(from(address)))
                    .andExpect(status().isUnauthorized()).andExpect(jsonPath("$.code").value("BAD_CREDENTIALS"));
        }
        mvc.perform(post("/api/account/tokens").with(httpBasic(name, PASSWORD)).with(from(address)))
                .andExpect(status().isTooManyRequests())
                .andExpect(header().string(HttpHeaders.RETRY_AFTER, "10"))
                .andExpect(jsonPath("$.code").value("LOGIN_THROTTLED"))
                .andExpect(jsonPath("$.detail").value(Matchers.containsString("try again in 10 s")));
    }

    @Test
    void httpBasicOnlyGetsATokenAndTheTokenDoesTheRest() throws Exception {
        String name = newUser();
        mvc.perform(get("/api/account").with(httpBasic(name, PASSWORD)).with(from(address())))
                .andExpect(status().isUnauthorized()).andExpect(jsonPath("$.code").value("UNAUTHORIZED"));
        String token = mvc.perform(post("/api/account/tokens").with(httpBasic(name, PASSWORD)).with(from(address())))
                .andExpect(status().isCreated()).andReturn().getResponse().getContentAsString()
                .replaceAll(".*\"token\":\"([^\"]+)\".*", "$1");
        mvc.perform(get("/api/account").header(HttpHeaders.AUTHORIZATION, "Bearer " + token))
                .andExpect(status().isOk()).andExpect(jsonPath("$.username").value(name));
    }

    @Test
    void anOverLongPasswordIsAWrongPasswordNotAnError() throws Exception {
        String name = newUser();
        String longPassword = PASSWORD + "-".repeat(80);
        assertThat(outcome(name, longPassword, address())).isEqualTo(WRONG);
        assertThat(outcome(name("nobody"), longPassword, address())).isEqualTo(WRONG);
        mvc.perform(post("/api/account/tokens").with(httpBasic(name, longPassword)).with(from(address())))
                .andExpect(status().isUnauthorized()).andExpect(jsonPath("$.code").value("BAD_CREDENTIALS"));
    }

    @Test
    void aPasswordHashedBeforeTheseChangesStillSignsIn() throws Exception {
        String name = name("old");
        users.save(new User(name, "{bcrypt}" + new BCryptPasswordEncoder().encode("an-older-password"), Role.CONTESTANT));
        assertThat(outcome(name, "an-older-password", address())).isEqualTo("signed in");
    }
}
