package arena.platform.account;

import static arena.platform.account.Visitors.PASSWORD;
import static arena.platform.account.Visitors.address;
import static arena.platform.account.Visitors.from;
import static arena.platform.account.Visitors.name;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

/**
 * A forgotten password with mail, through a real SMTP server (GreenMail): the link arrives, works once, expires (30
 * minutes), is kept only as a hash; asking is throttled as logins are; and no answer tells whether a name or an
 * address exists.
 */
@AccountTestContext
class PasswordResetMailIT {

    private static final TestMail MAIL = new TestMail();
    private static final String NEW_PASSWORD = "amber-lantern-orchard";

    @DynamicPropertySource
    static void mail(DynamicPropertyRegistry registry) {
        MAIL.configure(registry);
    }

    @AfterAll
    static void stopMail() {
        MAIL.stop();
    }

    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    UserRepository users;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TestClock clock;

    @AfterEach
    void thaw() {
        clock.thaw();
    }

    private User registerWithMail() {
        String name = name("rm");
        return accounts.register(new RegistrationForm(name, PASSWORD, name + "@example.org"), Role.CONTESTANT);
    }

    private MvcResult ask(String who, String address) throws Exception {
        return mvc.perform(post("/password/forgot").param("who", who).with(csrf()).with(from(address)))
                .andExpect(redirectedUrl("/password/forgot")).andReturn();
    }

    private String mailedLink(User user) throws Exception {
        List<MimeMessage> mail = MAIL.to(user.getEmail());
        assertThat(mail).hasSize(1);
        return TestMail.linkPath(mail.get(0));
    }

    @Test
    void aMailedLinkSetsANewPasswordOnce() throws Exception {
        User alice = registerWithMail();
        ask(alice.getUsername(), address());
        MimeMessage mail = MAIL.to(alice.getEmail()).get(0);
        assertThat(mail.getSubject()).isEqualTo("Arena: a new password for " + alice.getUsername());
        assertThat(TestMail.body(mail)).contains("within 30 minutes (it works once)");
        String link = TestMail.linkPath(mail);

        mvc.perform(get(link).with(from(address()))).andExpect(content().string(containsString(
                "A new password for " + alice.getUsername())));
        mvc.perform(post(link).param("newPassword", NEW_PASSWORD).with(csrf()).with(from(address())))
                .andExpect(redirectedUrl("/account"));
        mvc.perform(post(link).param("newPassword", "other-" + NEW_PASSWORD).with(csrf()).with(from(address())))
                .andExpect(content().string(containsString(
                        "RESET_LINK_INVALID: this link is unknown, used already or expired: ask for a new one")));
        mvc.perform(post("/login").param("username", alice.getUsername()).param("password", NEW_PASSWORD)
                .with(csrf()).with(from(address()))).andExpect(redirectedUrl("/"));
    }

    @Test
    void anAddressFindsItsAccountWhateverItsCase() throws Exception {
        User bob = registerWithMail();
        ask(bob.getEmail().toUpperCase(), address());
        assertThat(MAIL.to(bob.getEmail())).hasSize(1);
    }

    @Test
    void aLinkExpiresAfterThirtyMinutes() throws Exception {
        User carol = registerWithMail();
        ask(carol.getUsername(), address());
        String link = mailedLink(carol);
        clock.freezeAt(clock.instant().plus(Duration.ofMinutes(29)));
        mvc.perform(get(link).with(from(address()))).andExpect(content().string(containsString("A new password for")));
        clock.advance(Duration.ofMinutes(1));
        mvc.perform(post(link).param("newPassword", NEW_PASSWORD).with(csrf()).with(from(address())))
                .andExpect(status().isOk()).andExpect(content().string(containsString("RESET_LINK_INVALID")));
        assertThat(users.findById(carol.getId()).orElseThrow().getCredentialsVersion()).isZero();
    }

    @Test
    void theLinkIsKeptOnlyAsAHashAndAWrongVerifierIsRefused() throws Exception {
        User dave = registerWithMail();
        ask(dave.getUsername(), address());
        String token = mailedLink(dave).substring("/password/reset/".length());
        String selector = token.substring(0, token.indexOf('.'));
        String verifier = token.substring(token.indexOf('.') + 1);
        assertThat(verifier).hasSize(43); // 32 random bytes
        Map<String, Object> row = jdbc.queryForMap("select * from password_resets where user_id = ?", dave.getId());
        assertThat(row.get("selector")).isEqualTo(selector);
        assertThat(row.get("verifier_hash")).isEqualTo(Secrets.hash(verifier));
        assertThat(row.values()).noneMatch(value -> String.valueOf(value).contains(verifier));

        String wrong = selector + "." + (verifier.charAt(0) == 'A' ? 'B' : 'A') + verifier.substring(1);
        mvc.perform(post("/password/reset/" + wrong).param("newPassword", NEW_PASSWORD).with(csrf()).with(from(address())))
                .andExpect(content().string(containsString("RESET_LINK_INVALID")));
        mvc.perform(get("/password/reset/" + token).with(from(address()))).andExpect(content().string(containsString(
                "A new password for " + dave.getUsername())));
    }

    @Test
    void noAnswerTellsWhetherANameOrAnAddressExists() throws Exception {
        User erin = registerWithMail();
        User noMail = accounts.register(new RegistrationForm(name("rm"), PASSWORD), Role.CONTESTANT);
        List<Map<String, ?>> answers = new java.util.ArrayList<>();
        for (String who : List.of(erin.getUsername(), erin.getEmail(), noMail.getUsername(), name("nobody"),
                "nobody-" + erin.getEmail())) {
            MvcResult answer = ask(who, address());
            answers.add(new java.util.HashMap<>(answer.getFlashMap())); // FlashMap.equals compares its target too
            mvc.perform(get("/password/forgot").cookie(answer.getResponse().getCookie("SESSION")))
                    .andExpect(content().string(containsString(
                            "If an account with this name or address has an e-mail address, a link is on its way")));
        }
        assertThat(answers).allSatisfy(flash -> assertThat(flash).isEqualTo(Map.of("sent", true)));
        assertThat(MAIL.to(erin.getEmail(), 2)).hasSize(2);
        assertThat(MAIL.received("nobody-" + erin.getEmail())).isEmpty();
    }

    @Test
    void askingIsThrottledLikeLoginsWhetherTheNameExistsOrNot() throws Exception {
        User frank = registerWithMail();
        String unknown = name("nobody");
        for (String who : List.of(frank.getUsername(), unknown)) {
            ask(who, address());
            ask(who, address());
            // the name's third request waits (slow-after=2 per name in this context), from any address
            assertThat((String) ask(who, address()).getFlashMap().get("forgotError")).startsWith("RESET_THROTTLED: ");
        }
        assertThat(MAIL.to(frank.getEmail(), 2)).hasSize(2);
    }

    @Test
    void wrongLinksAreThrottledPerAddress() throws Exception {
        String address = address();
        for (int i = 0; i < 2; i++) {
            mvc.perform(get("/password/reset/nothing.here").with(from(address)))
                    .andExpect(content().string(containsString("RESET_LINK_INVALID")));
        }
        for (int i = 0; i < 4; i++) {
            mvc.perform(get("/password/reset/nothing.here").with(from(address)));
        }
        // six wrong links from one address (slow-after=6 per address in this context): the next one waits
        mvc.perform(get("/password/reset/nothing.here").with(from(address)))
                .andExpect(content().string(containsString("RESET_THROTTLED")));
        mvc.perform(get("/password/reset/nothing.here").with(from(address())))
                .andExpect(content().string(containsString("RESET_LINK_INVALID")));
    }
}
