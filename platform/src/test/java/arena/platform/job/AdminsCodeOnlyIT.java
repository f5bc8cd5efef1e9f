package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.SeatEntry;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionService;
import arena.sandbox.worker.LeasedJob;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;

/**
 * A worker whose sandbox isolates nothing runs only the admin's code: the queue leases it nothing else,
 * and what waits for a worker that isolates says so on the admin page and the submission's page.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class AdminsCodeOnlyIT {

    @Autowired
    JobLeases leases;
    @Autowired
    JobQueue queue;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    MatchCreation matches;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    MockMvc mvc;

    ArenaUser admin;
    ArenaUser contestant;
    Contest bomber;

    @BeforeEach
    void emptyQueueAndNoWorkers() {
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        jdbc.update("delete from workers");
        admin = newUser(Role.ADMIN);
        contestant = newUser(Role.CONTESTANT);
        bomber = contests.get("bomber");
    }

    private ArenaUser newUser(Role role) {
        return ArenaUser.of(accounts.register(new RegistrationForm("i" + UUID.randomUUID().toString().substring(0, 8),
                "password123"), role));
    }

    private Submission submit(ArenaUser owner) {
        return submissions.submit(owner, bomber, "python", "main.py", "print(1)\n".getBytes(StandardCharsets.UTF_8), null);
    }

    private Match againstIdle(Submission submission, ArenaUser owner) {
        return matches.create(bomber, new MatchCreation.Request(MatchKind.CUSTOM, "2p", null, Map.of(),
                List.of(SeatEntry.strategy("strategy", submission.getId(), owner.id()), SeatEntry.bot("idle", "idle")),
                null, owner.id(), 0));
    }

    private List<String> leaseAll(String worker, boolean anyonesCode) {
        List<String> leased = new ArrayList<>();
        for (Optional<LeasedJob> job = leases.lease(worker, anyonesCode); job.isPresent(); job = leases.lease(worker, anyonesCode)) {
            leased.add(job.get().compile() != null ? "compile " + job.get().compile().submissionId()
                    : "match " + job.get().match().matchId());
        }
        return leased;
    }

    @Test
    void aWorkerThatDoesNotIsolateIsLeasedOnlyTheAdminsCode() {
        Submission theirs = submit(contestant);
        Submission mine = submit(admin);
        Match theirGame = againstIdle(theirs, contestant);
        Match myGame = againstIdle(mine, admin);

        List<String> plain = leaseAll("plain-worker", false);
        List<String> isolating = leaseAll("isolating-worker", true);

        assertThat(plain).containsExactly("compile " + mine.getId(), "match " + myGame.getId());
        assertThat(isolating).containsExactly("compile " + theirs.getId(), "match " + theirGame.getId());
    }

    @Test
    void whatWaitsForAWorkerThatIsolatesSaysSo() throws Exception {
        Submission theirs = submit(contestant);

        assertThat(leases.lease("plain-worker", false)).isEmpty();

        assertThat(queue.depth().waitingForIsolation()).isEqualTo(1);
        assertThat(submissions.view(theirs.getId(), contestant).waitingForIsolation()).isTrue();
        mvc.perform(get("/submissions/" + theirs.getId()).with(user(contestant))).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("Waiting for a worker that isolates strategies")));
        mvc.perform(get("/admin").with(user(admin))).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString(
                        "1 queued job runs other people&#39;s code and waits for a worker that isolates")))
                .andExpect(content().string(Matchers.containsString("only the admin&#39;s code")));

        // a worker that isolates asks for work: nothing waits for it any more
        assertThat(leases.lease("isolating-worker", true)).isPresent();
        Submission next = submit(contestant);
        assertThat(queue.depth().waitingForIsolation()).isZero();
        assertThat(submissions.view(next.getId(), contestant).waitingForIsolation()).isFalse();
    }
}
