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
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.platform.contest.ContestService;
import arena.platform.submission.SubmissionService;
import jakarta.servlet.http.Cookie;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.HttpHeaders;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

/**
 * A signed-in user changes their password and e-mail address, the current password typed again: the other sessions
 * and every API token end (as a ban ends them), the session that changed it goes on; a wrong current password counts
 * as a failed login. Without mail, an admin issues a reset link; the account page lists the user's work.
 */
@AccountTestContext
class PasswordChangeIT {

    private static final String NEW_PASSWORD = "amber-lantern-orchard";

    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    UserRepository users;
    @Autowired
    ApiTokenService tokens;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;

    private User register(Role role) {
        return accounts.register(new RegistrationForm(name("pc"), PASSWORD), role);
    }

    private Cookie logIn(User user, String password) throws Exception {
        return mvc.perform(post("/login").param("username", user.getUsername()).param("password", password)
                        .with(csrf()).with(from(address())))
                .andExpect(redirectedUrl("/")).andReturn().getResponse().getCookie("SESSION");
    }

    private MvcResult changePassword(Cookie session, String current, String next) throws Exception {
        return mvc.perform(post("/account/password").param("currentPassword", current).param("newPassword", next)
                .with(csrf()).cookie(session).with(from(address()))).andExpect(redirectedUrl("/account#password")).andReturn();
    }

    @Test
    void aNewPasswordEndsTheOtherSessionsAndEveryTokenButNotThisSession() throws Exception {
        User alice = register(Role.CONTESTANT);
        Cookie laptop = logIn(alice, PASSWORD);
        Cookie phone = logIn(alice, PASSWORD);
        String token = "Bearer " + tokens.create(alice.getId(), "cli");

        MvcResult changed = changePassword(laptop, PASSWORD, NEW_PASSWORD);
        assertThat(changed.getFlashMap().get("passwordChanged")).isEqualTo(true);

        // this session goes on under a new id (the response sets its cookie anew)
        Cookie laptopNow = changed.getResponse().getCookie("SESSION");
        assertThat(laptopNow).isNotNull();
        assertThat(laptopNow.getValue()).isNotEqualTo(laptop.getValue());
        mvc.perform(get("/account").cookie(laptopNow)).andExpect(status().isOk());
        mvc.perform(get("/account").cookie(phone)).andExpect(redirectedUrl("/login?passwordChanged"));
        mvc.perform(get("/api/account").header(HttpHeaders.AUTHORIZATION, token)).andExpect(status().isUnauthorized());
        mvc.perform(get("/login").param("passwordChanged", "")).andExpect(content().string(containsString(
                "The password of this account was changed: sign in with the new one.")));
        mvc.perform(post("/login").param("username", alice.getUsername()).param("password", PASSWORD).with(csrf())
                .with(from(address()))).andExpect(redirectedUrl("/login?error"));
        logIn(alice, NEW_PASSWORD);
    }

    @Test
    void aWrongCurrentPasswordChangesNothingAndCountsAsAFailedLogin() throws Exception {
        User bob = register(Role.CONTESTANT);
        Cookie session = logIn(bob, PASSWORD);
        String hash = users.findById(bob.getId()).orElseThrow().getPasswordHash();

        assertThat(changePassword(session, "not-" + PASSWORD, NEW_PASSWORD).getFlashMap().get("passwordError"))
                .isEqualTo("WRONG_PASSWORD: the current password is wrong");
        changePassword(session, "not-" + PASSWORD, NEW_PASSWORD);
        // the account's third failure in a row waits (slow-after=2 in this context), even with the right password
        assertThat((String) changePassword(session, PASSWORD, NEW_PASSWORD).getFlashMap().get("passwordError"))
                .startsWith("LOGIN_THROTTLED: ");
        User now = users.findById(bob.getId()).orElseThrow();
        assertThat(now.getPasswordHash()).isEqualTo(hash);
        assertThat(now.getCredentialsVersion()).isZero();
    }

    @Test
    void aNewPasswordFollowsThePasswordRule() throws Exception {
        User carol = register(Role.CONTESTANT);
        Cookie session = logIn(carol, PASSWORD);
        assertThat(changePassword(session, PASSWORD, "password123").getFlashMap().get("passwordError"))
                .asString().startsWith("WEAK_PASSWORD: This password is too easy to guess");
        assertThat(changePassword(session, PASSWORD, "x-" + carol.getUsername() + "-harbor").getFlashMap()
                .get("passwordError")).isEqualTo("WEAK_PASSWORD: The password must not contain the user name.");
        assertThat(users.findById(carol.getId()).orElseThrow().getCredentialsVersion()).isZero();
        mvc.perform(get("/account").cookie(session)).andExpect(status().isOk());
    }

    @Test
    void theEmailAddressChangesWithTheCurrentPassword() throws Exception {
        User dave = register(Role.CONTESTANT);
        Cookie session = logIn(dave, PASSWORD);
        mvc.perform(post("/account/email").param("email", "dave@example.org").param("currentPassword", "wrong-one")
                        .with(csrf()).cookie(session).with(from(address())))
                .andExpect(flash().attribute("emailError", "WRONG_PASSWORD: the current password is wrong"));
        mvc.perform(post("/account/email").param("email", "dave at example").param("currentPassword", PASSWORD)
                        .with(csrf()).cookie(session).with(from(address())))
                .andExpect(flash().attribute("emailError", containsString("BAD_EMAIL")));
        assertThat(users.findById(dave.getId()).orElseThrow().getEmail()).isNull();

        mvc.perform(post("/account/email").param("email", " dave@example.org ").param("currentPassword", PASSWORD)
                        .with(csrf()).cookie(session).with(from(address())))
                .andExpect(flash().attribute("emailSaved", true));
        assertThat(users.findById(dave.getId()).orElseThrow().getEmail()).isEqualTo("dave@example.org");
        mvc.perform(get("/account").cookie(session)).andExpect(content().string(containsString("value=\"dave@example.org\"")));
        mvc.perform(post("/account/email").param("email", "").param("currentPassword", PASSWORD)
                .with(csrf()).cookie(session).with(from(address()))).andExpect(flash().attribute("emailSaved", true));
        assertThat(users.findById(dave.getId()).orElseThrow().getEmail()).isNull();
    }

    @Test
    void theFormsNeedTheirCsrfToken() throws Exception {
        User erin = register(Role.CONTESTANT);
        Cookie session = logIn(erin, PASSWORD);
        mvc.perform(post("/account/password").param("currentPassword", PASSWORD).param("newPassword", NEW_PASSWORD)
                .cookie(session)).andExpect(status().isForbidden());
        mvc.perform(post("/password/forgot").param("who", erin.getUsername())).andExpect(status().isForbidden());
        assertThat(users.findById(erin.getId()).orElseThrow().getCredentialsVersion()).isZero();
    }

    @Test
    void withoutMailAnAdminIssuesAResetLinkShownOnce() throws Exception {
        mvc.perform(get("/password/forgot")).andExpect(content().string(containsString("This site sends no e-mail")));
        User admin = register(Role.ADMIN);
        User frank = register(Role.CONTESTANT);
        Cookie frankOld = logIn(frank, PASSWORD);
        Cookie adminSession = logIn(admin, PASSWORD);

        MvcResult issued = mvc.perform(post("/admin/users/{id}/reset-link", frank.getId()).param("reason", "lost it")
                .with(csrf()).cookie(adminSession)).andExpect(redirectedUrl("/admin#users")).andReturn();
        String url = (String) issued.getFlashMap().get("resetLinkUrl");
        assertThat(url).startsWith("http://localhost/password/reset/");
        String token = url.substring(url.lastIndexOf('/') + 1);
        mvc.perform(get("/admin").cookie(adminSession)).andExpect(content().string(containsString(token)));
        mvc.perform(get("/admin").cookie(adminSession)).andExpect(content().string(
                org.hamcrest.Matchers.not(containsString(token))));

        String path = url.substring("http://localhost".length());
        mvc.perform(get(path).with(from(address()))).andExpect(content().string(containsString(
                "A new password for " + frank.getUsername())));
        MvcResult reset = mvc.perform(post(path).param("newPassword", NEW_PASSWORD).with(csrf()).with(from(address())))
                .andExpect(redirectedUrl("/account")).andReturn();
        // the browser that used the link is signed in; the account's older session has ended
        mvc.perform(get("/account").cookie(reset.getResponse().getCookie("SESSION"))).andExpect(status().isOk());
        mvc.perform(get("/account").cookie(frankOld)).andExpect(redirectedUrl("/login?passwordChanged"));
        mvc.perform(post(path).param("newPassword", "other-" + NEW_PASSWORD).with(csrf()).with(from(address())))
                .andExpect(status().isOk()).andExpect(content().string(containsString("RESET_LINK_INVALID")));
        mvc.perform(get("/admin/audit").cookie(adminSession)).andExpect(content().string(containsString("ISSUE_RESET_LINK")));
    }

    @Test
    void theAccountPageListsTheUsersWorkAcrossContests() throws Exception {
        User grace = register(Role.CONTESTANT);
        var submitted = submissions.submit(ArenaUser.of(grace), contests.get("racetrack"), "python", null, null, "print(1)\n");
        Cookie session = logIn(grace, PASSWORD);
        mvc.perform(get("/account").cookie(session))
                .andExpect(content().string(containsString("id=\"my-contests\"")))
                .andExpect(content().string(containsString("href=\"/submissions/" + submitted.getId() + "\"")))
                .andExpect(content().string(containsString("Latest submissions (1 of 1;")));
    }
}
