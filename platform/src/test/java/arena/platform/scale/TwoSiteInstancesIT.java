package arena.platform.scale;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.ArenaApplication;
import arena.platform.account.AccountService;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.ladder.LadderScheduling;
import com.zaxxer.hikari.HikariDataSource;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Two site instances on one PostgreSQL, as behind a load balancer: this test's context (A, with the embedded
 * database) and a second one started on another port against A's database (B). A session begun on one is the
 * same session on the other (sessions are in the database), with its CSRF token and the account's current
 * state; the ladder scheduler runs on one instance at a time.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TwoSiteInstancesIT {

    private static final String PASSWORD = "seven-quiet-harbors";
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");

    @LocalServerPort
    int portA;
    @Autowired
    DataSource dataSource;
    @Autowired
    AccountService accounts;
    @Autowired
    LadderScheduling schedulingA;
    @Autowired
    PlatformTransactionManager transactions;

    private ConfigurableApplicationContext siteB;
    private int portB;
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    @BeforeAll
    void startTheSecondInstance() {
        HikariDataSource database = (HikariDataSource) dataSource;
        siteB = new SpringApplicationBuilder(ArenaApplication.class).profiles("test").properties(Map.of(
                "spring.datasource.url", database.getJdbcUrl(),
                "spring.datasource.username", database.getUsername(),
                "spring.datasource.password", database.getPassword(),
                "server.port", "0",
                "arena.worker.embedded", "false")).run();
        portB = Integer.parseInt(siteB.getEnvironment().getProperty("local.server.port"));
    }

    @AfterAll
    void stopTheSecondInstance() {
        if (siteB != null) {
            siteB.close();
        }
    }

    @Test
    void aSessionBegunOnOneInstanceIsTheSameSessionOnTheOther() throws Exception {
        accounts.register(new RegistrationForm("two-sites", PASSWORD), Role.CONTESTANT);
        String session = logIn(portA, "two-sites");

        HttpResponse<String> home = get(portB, "/", session);
        assertThat(home.statusCode()).isEqualTo(200);
        assertThat(home.body()).contains(">two-sites</bdi>");
        assertThat(get(portB, "/account", session).statusCode()).isEqualTo(200);
        assertThat(get(portB, "/account", null).statusCode()).as("the control: no session, no page").isEqualTo(302);

        // a CSRF token of a page served by B is accepted by A: it is kept in the shared session
        HttpResponse<String> loggedOut = post(portA, "/logout", session, Map.of("_csrf", csrf(home.body())));
        assertThat(loggedOut.statusCode()).isEqualTo(302);
        assertThat(loggedOut.headers().firstValue("Location").orElseThrow()).endsWith("/");
        assertThat(get(portB, "/account", session).statusCode()).as("signed out on A is signed out on B").isEqualTo(302);
    }

    @Test
    void theStoredSessionKeepsNoPasswordHash() throws Exception {
        accounts.register(new RegistrationForm("no-hash-kept", PASSWORD), Role.CONTESTANT);
        logIn(portA, "no-hash-kept");
        var jdbc = new org.springframework.jdbc.core.JdbcTemplate(dataSource);
        String hash = jdbc.queryForObject("select password_hash from users where username = 'no-hash-kept'", String.class);
        List<byte[]> stored = jdbc.queryForList("select a.attribute_bytes from spring_session_attributes a"
                + " join spring_session s on s.primary_id = a.session_primary_id where s.principal_name = 'no-hash-kept'",
                byte[].class);

        assertThat(stored).isNotEmpty();
        assertThat(stored).allSatisfy(bytes -> assertThat(new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1))
                .contains("no-hash-kept").doesNotContain(hash));
    }

    @Test
    void aBanOnOneInstanceSignsTheUserOutOnTheOther() throws Exception {
        User user = accounts.register(new RegistrationForm("two-sites-banned", PASSWORD), Role.CONTESTANT);
        String session = logIn(portB, "two-sites-banned");
        assertThat(get(portA, "/account", session).statusCode()).isEqualTo(200);

        accounts.update(user.getId(), Role.CONTESTANT, false);

        HttpResponse<String> after = get(portB, "/account", session);
        assertThat(after.statusCode()).isEqualTo(302);
        assertThat(after.headers().firstValue("Location").orElseThrow()).endsWith("/login?disabled");
    }

    @Test
    void aForgedCsrfTokenIsRefusedOnEitherInstance() throws Exception {
        accounts.register(new RegistrationForm("two-sites-csrf", PASSWORD), Role.CONTESTANT);
        String session = logIn(portA, "two-sites-csrf");
        assertThat(post(portB, "/logout", session, Map.of("_csrf", "forged")).statusCode()).isEqualTo(403);
        assertThat(get(portA, "/account", session).statusCode()).as("still signed in").isEqualTo(200);
    }

    @Test
    void theLadderSchedulerRunsOnOneInstanceAtATime() throws Exception {
        LadderScheduling schedulingB = siteB.getBean(LadderScheduling.class);
        TransactionTemplate inA = new TransactionTemplate(transactions);
        inA.executeWithoutResult(status -> {
            assertThat(schedulingA.runOnce().ran()).isTrue();
            // A's run holds the scheduler's lock until its transaction ends: B skips its turn meanwhile
            LadderScheduling.Run concurrent = CompletableFuture.supplyAsync(schedulingB::runOnce).join();
            assertThat(concurrent.ran()).isFalse();
            assertThat(concurrent.created()).isZero();
        });
        assertThat(CompletableFuture.supplyAsync(schedulingB::runOnce).get(30, TimeUnit.SECONDS).ran())
                .as("once A's run is over, B runs").isTrue();
    }

    /** Signs in with the login form of one instance; the session cookie it ends with. */
    private String logIn(int port, String username) throws Exception {
        HttpResponse<String> page = get(port, "/login", null);
        String anonymous = sessionCookie(page);
        HttpResponse<String> login = post(port, "/login", anonymous,
                Map.of("username", username, "password", PASSWORD, "_csrf", csrf(page.body())));
        assertThat(login.statusCode()).as(login.body()).isEqualTo(302);
        assertThat(login.headers().firstValue("Location").orElseThrow()).doesNotContain("error");
        String signedIn = sessionCookie(login);
        assertThat(signedIn).as("a new session id at sign-in (no session fixation)").isNotEqualTo(anonymous);
        return signedIn;
    }

    private HttpResponse<String> get(int port, String path, String session) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
        if (session != null) {
            request.header("Cookie", session);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(int port, String path, String session, Map<String, String> form) throws Exception {
        String body = form.entrySet().stream()
                .map(field -> field.getKey() + "=" + URLEncoder.encode(field.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            request.header("Cookie", session);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String sessionCookie(HttpResponse<?> response) {
        return response.headers().allValues("Set-Cookie").stream().filter(cookie -> cookie.startsWith("SESSION="))
                .map(cookie -> cookie.substring(0, cookie.indexOf(';'))).findFirst()
                .orElseThrow(() -> new AssertionError("no session cookie in " + response.headers().map()));
    }

    private static String csrf(String page) {
        Matcher token = CSRF.matcher(page);
        assertThat(token.find()).as("a CSRF token in the page").isTrue();
        return token.group(1);
    }
}
