package arena.platform.account;

import static arena.platform.account.Visitors.PASSWORD;
import static arena.platform.account.Visitors.address;
import static arena.platform.account.Visitors.from;
import static arena.platform.account.Visitors.name;
import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.httpBasic;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.game.api.ReasonCode;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.job.JobLeases;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchRepository;
import arena.platform.match.MatchStatus;
import arena.platform.match.SeatEntry;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.SubmissionStatus;
import arena.sandbox.worker.LeasedJob;
import jakarta.servlet.http.Cookie;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.HttpHeaders;
import org.springframework.session.FindByIndexNameSessionRepository;
import org.springframework.test.web.servlet.MockMvc;

/**
 * A role change or a ban applies to sessions and tokens that are already open, from their next request
 * on; a banned user's queued work is cancelled instead of compiled or played.
 */
@AccountTestContext
class BansAndRoleChangesIT {

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
    SubmissionService submissionService;
    @Autowired
    SubmissionRepository submissions;
    @Autowired
    MatchCreation creation;
    @Autowired
    MatchRepository matches;
    @Autowired
    JobLeases leases;
    @Autowired
    FindByIndexNameSessionRepository<?> sessions;

    Cookie admin;

    @BeforeEach
    void anotherAdminIsSignedIn() throws Exception {
        admin = logIn(register(Role.ADMIN));
    }

    private User register(Role role) {
        return accounts.register(new RegistrationForm(name("ban"), PASSWORD), role);
    }

    private Cookie logIn(User user) throws Exception {
        // sessions are Spring Session's (in the database): the browser's SESSION cookie names one
        Cookie session = mvc.perform(post("/login").param("username", user.getUsername()).param("password", PASSWORD)
                        .with(csrf()).with(from(address())))
                .andExpect(redirectedUrl("/"))
                .andReturn().getResponse().getCookie("SESSION");
        assertThat(session).as("a session cookie").isNotNull();
        return session;
    }

    /** What an admin's Save on the admin page sends. */
    private void adminSaves(User user, Role role, boolean enabled) throws Exception {
        var save = post("/admin/users/{id}", user.getId()).param("role", role.name())
                .param("reason", "a test of roles and bans").with(csrf()).cookie(admin);
        mvc.perform(enabled ? save.param("enabled", "true") : save).andExpect(redirectedUrl("/admin"));
    }

    @Test
    void aDemotedAdminLosesTheAdminPagesInHerOpenSession() throws Exception {
        User alice = register(Role.ADMIN);
        Cookie session = logIn(alice);
        mvc.perform(get("/admin").cookie(session)).andExpect(status().isOk());

        adminSaves(alice, Role.CONTESTANT, true);

        mvc.perform(get("/admin").cookie(session)).andExpect(status().isForbidden());
        mvc.perform(post("/admin/users/{id}", alice.getId()).param("role", "ADMIN").param("enabled", "true")
                .with(csrf()).cookie(session)).andExpect(status().isForbidden());
        assertThat(users.findById(alice.getId()).orElseThrow().getRole()).isEqualTo(Role.CONTESTANT);
        mvc.perform(get("/account").cookie(session)).andExpect(status().isOk());
    }

    @Test
    void aPromotionAppliesWithoutSigningInAgain() throws Exception {
        User bob = register(Role.CONTESTANT);
        Cookie session = logIn(bob);
        mvc.perform(get("/admin").cookie(session)).andExpect(status().isForbidden());

        adminSaves(bob, Role.ADMIN, true);

        mvc.perform(get("/admin").cookie(session)).andExpect(status().isOk());
    }

    @Test
    void aBannedUsersOpenSessionIsSignedOutAndUploadsNothing() throws Exception {
        User carol = register(Role.CONTESTANT);
        Cookie session = logIn(carol);
        Contest racetrack = contests.get("racetrack");

        adminSaves(carol, Role.CONTESTANT, false);

        mvc.perform(multipart("/contests/racetrack/submissions").param("language", "python").param("source", "print(1)")
                .with(csrf()).cookie(session)).andExpect(redirectedUrl("/login?disabled"));
        assertThat(sessions.findByPrincipalName(carol.getUsername())).as("her session is deleted").isEmpty();
        assertThat(submissions.findByContestIdAndUserIdOrderByIdDesc(racetrack.getId(), carol.getId())).isEmpty();
    }

    @Test
    void aBannedUsersTokensAndPasswordAreRefused() throws Exception {
        User dave = register(Role.CONTESTANT);
        String token = "Bearer " + tokens.create(dave.getId(), "cli");
        mvc.perform(get("/api/account").header(HttpHeaders.AUTHORIZATION, token)).andExpect(status().isOk());

        adminSaves(dave, Role.CONTESTANT, false);

        mvc.perform(get("/api/account").header(HttpHeaders.AUTHORIZATION, token))
                .andExpect(status().isForbidden()).andExpect(jsonPath("$.code").value("ACCOUNT_DISABLED"));
        mvc.perform(multipart("/api/contests/racetrack/submissions").param("language", "python").param("source", "print(1)")
                .header(HttpHeaders.AUTHORIZATION, token)).andExpect(status().isForbidden());
        mvc.perform(post("/api/account/tokens").with(httpBasic(dave.getUsername(), PASSWORD)).with(from(address())))
                .andExpect(status().isForbidden()).andExpect(jsonPath("$.code").value("ACCOUNT_DISABLED"));
        mvc.perform(post("/api/account/tokens").with(httpBasic(dave.getUsername(), "not-" + PASSWORD)).with(from(address())))
                .andExpect(status().isUnauthorized()).andExpect(jsonPath("$.code").value("BAD_CREDENTIALS"));
    }

    @Test
    void aBannedUsersQueuedWorkIsCancelledInsteadOfRun() throws Exception {
        User erin = register(Role.CONTESTANT);
        Contest racetrack = contests.get("racetrack");
        Submission queued = submissionService.submit(ArenaUser.of(erin), racetrack, "python", null, null, "print(1)\n");
        Match game = creation.create(racetrack, new MatchCreation.Request(MatchKind.CUSTOM, "solo", "T1", Map.of(),
                List.of(SeatEntry.strategy(erin.getUsername(), queued.getId(), erin.getId())), queued.getId(), erin.getId(), 5));

        adminSaves(erin, Role.CONTESTANT, false);

        List<LeasedJob> leased = new ArrayList<>();
        for (Optional<LeasedJob> job = leases.lease("test-worker", true); job.isPresent(); job = leases.lease("test-worker", true)) {
            leased.add(job.get());
        }
        assertThat(leased).noneMatch(job -> job.compile() != null && job.compile().submissionId() == queued.getId());
        assertThat(leased).noneMatch(job -> job.match() != null && job.match().matchId() == game.getId());
        Submission rejected = submissions.findById(queued.getId()).orElseThrow();
        assertThat(rejected.getStatus()).isEqualTo(SubmissionStatus.REJECTED);
        assertThat(rejected.getReasonCode()).isEqualTo(ReasonCode.ACCOUNT_DISABLED);
        assertThat(rejected.getReasonMessage()).contains("the account " + erin.getUsername() + " is disabled");
        Match voided = matches.findById(game.getId()).orElseThrow();
        assertThat(voided.getStatus()).isEqualTo(MatchStatus.VOID);
        assertThat(voided.getReasonCode()).isEqualTo("ACCOUNT_DISABLED");
    }
}
