package arena.platform.account;

import static arena.platform.account.Visitors.PASSWORD;
import static arena.platform.account.Visitors.address;
import static arena.platform.account.Visitors.from;
import static arena.platform.account.Visitors.name;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.ResultActions;

/**
 * Signing up: common and name-bearing passwords are refused with a reason, a password past BCrypt's 72
 * bytes gets a message instead of a 500, an address signs up a limited number of accounts (2 an hour in
 * this context), a new account is signed in at once and welcomed by its name only, the password rule is on the
 * form before the first try, and an e-mail address is optional and checked.
 */
@AccountTestContext
class RegistrationIT {

    @Autowired
    MockMvc mvc;
    @Autowired
    TestClock clock;
    @Autowired
    UserRepository users;

    @AfterEach
    void thaw() {
        clock.thaw();
    }

    private ResultActions registerOnThePage(String username, String password, String address) throws Exception {
        return mvc.perform(post("/register").param("username", username).param("password", password).with(csrf())
                .with(from(address)));
    }

    private ResultActions registerOnTheApi(String username, String password, String address) throws Exception {
        return mvc.perform(post("/api/account/register").contentType(MediaType.APPLICATION_JSON)
                .content("{\"username\":\"" + username + "\",\"password\":\"" + password + "\"}").with(from(address)));
    }

    @Test
    void commonPasswordsAreRefused() throws Exception {
        for (String common : new String[] {"password123", "qwertyuiop", "iloveyou1", "Passw0rd!", "sunshine2024"}) {
            registerOnThePage(name("pw"), common, address()).andExpect(status().isOk())
                    .andExpect(content().string(containsString("This password is too easy to guess")));
        }
        registerOnTheApi(name("pw"), "password123", address()).andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("INVALID_INPUT"))
                .andExpect(jsonPath("$.detail").value(containsString("password: This password is too easy to guess")));
    }

    @Test
    void aPasswordWithTheUserNameInItIsRefused() throws Exception {
        String name = name("zed");
        registerOnThePage(name, "violin-" + name.toUpperCase() + "-kettle", address())
                .andExpect(content().string(containsString("The password must not contain the user name.")));
        registerOnTheApi(name, name, address()).andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.detail").value(containsString("must not contain the user name")));
    }

    @Test
    void aPasswordPastBcryptsLimitGetsAMessageNotAnError() throws Exception {
        String ascii = "violin-kettle-harbor-" + "x7Qp".repeat(13); // 73 bytes
        registerOnThePage(name("long"), ascii, address()).andExpect(status().isOk())
                .andExpect(content().string(containsString("At most 72 bytes")));
        String accented = "é".repeat(20) + "-violin-kettle-harbor"; // 41 characters, 61 bytes: fine
        registerOnTheApi(name("long"), accented, address()).andExpect(status().isCreated());
        registerOnTheApi(name("long"), "é".repeat(37), address()).andExpect(status().isBadRequest()) // 74 bytes
                .andExpect(jsonPath("$.detail").value(containsString("At most 72 bytes")));
    }

    @Test
    void registrationSignsInAndTheWelcomeNamesOnlyTheAccountJustMade() throws Exception {
        mvc.perform(get("/login").param("registered", "the-admin-says-call-555-0100"))
                .andExpect(content().string(not(containsString("the-admin-says"))));
        String name = name("new");
        var made = registerOnThePage(name, PASSWORD, address()).andExpect(redirectedUrl("/account"))
                .andExpect(flash().attribute("registered", name)).andReturn();
        // the session (Spring Session's, in the database) is signed in: its cookie opens the account page, no login
        mvc.perform(get("/account").cookie(made.getResponse().getCookie("SESSION")))
                .andExpect(status().isOk())
                .andExpect(content().string(containsString("Welcome, " + name)));
    }

    @Test
    void theRegistrationFormStatesThePasswordRuleBeforeTheFirstTry() throws Exception {
        mvc.perform(get("/register")).andExpect(content().string(containsString(
                "At least 8 characters (at most 72 bytes), without your user name, and not easy to guess")));
    }

    @Test
    void anEmailAddressIsOptionalAndChecked() throws Exception {
        String withAddress = name("mail");
        mvc.perform(post("/register").param("username", withAddress).param("password", PASSWORD)
                .param("email", withAddress + "@example.org").with(csrf()).with(from(address())))
                .andExpect(redirectedUrl("/account"));
        org.assertj.core.api.Assertions.assertThat(users.findByUsername(withAddress).orElseThrow().getEmail())
                .isEqualTo(withAddress + "@example.org");
        mvc.perform(post("/register").param("username", name("mail")).param("password", PASSWORD)
                .param("email", "not an address").with(csrf()).with(from(address())))
                .andExpect(status().isOk()).andExpect(content().string(containsString("Not an e-mail address")));
        registerOnTheApi(name("mail"), PASSWORD, address()).andExpect(status().isCreated());
    }

    @Test
    void anAddressSignsUpALimitedNumberOfAccounts() throws Exception {
        clock.freezeAt(Instant.parse("2030-01-01T10:00:00Z"));
        String address = address();
        registerOnTheApi(name("rt"), PASSWORD, address).andExpect(status().isCreated());
        registerOnThePage(name("rt"), PASSWORD, address).andExpect(redirectedUrl("/account"));
        registerOnTheApi(name("rt"), PASSWORD, address).andExpect(status().isTooManyRequests())
                .andExpect(jsonPath("$.code").value("REGISTRATION_THROTTLED"))
                .andExpect(jsonPath("$.detail").value(containsString("try again in 60 min")));
        registerOnThePage(name("rt"), PASSWORD, address).andExpect(status().isOk())
                .andExpect(content().string(containsString("REGISTRATION_THROTTLED")));
        registerOnTheApi(name("rt"), PASSWORD, address()).andExpect(status().isCreated());
        clock.advance(Duration.ofHours(1));
        registerOnTheApi(name("rt"), PASSWORD, address).andExpect(status().isCreated());
    }
}
