package arena.platform.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchRepository;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.SubmissionStatus;
import arena.testing.Eventually;
import arena.testing.Required;
import com.jayway.jsonpath.JsonPath;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.MediaType;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.ResultActions;

/**
 * The comparisons' API with the ping test game: a comparison of two identical strategies played to its end (no
 * difference, so no early stop), the refusals with their codes, and its privacy: another user gets 404 for it and
 * for its games.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.comparison.max-games=40")
class ComparisonApiIT {

    private static final String PONG = "import sys\nfor line in sys.stdin:\n    print('pong', flush=True)\n";

    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissionService;
    @Autowired
    SubmissionRepository submissions;
    @Autowired
    MatchRepository matches;

    private ArenaUser contestant() {
        String name = "k" + UUID.randomUUID().toString().substring(0, 8);
        return ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
    }

    private long accepted(ArenaUser user, Contest contest) throws InterruptedException {
        Submission submission = submissionService.submit(user, contest, "python", "main.py",
                PONG.getBytes(StandardCharsets.UTF_8), null);
        Eventually.await("submission " + submission.getId() + " ended", Duration.ofMinutes(2))
                .until(() -> submissions.findById(submission.getId()).orElseThrow().getStatus().ended());
        assertThat(submissions.findById(submission.getId()).orElseThrow().getStatus()).isEqualTo(SubmissionStatus.ACCEPTED);
        return submission.getId();
    }

    private ResultActions compare(ArenaUser user, String slug, String body) throws Exception {
        return mvc.perform(post("/api/contests/" + slug + "/comparisons").with(user(user))
                .contentType(MediaType.APPLICATION_JSON).content(body));
    }

    @Test
    void twoIdenticalStrategiesPlayEveryPairAndShowNoDifference() throws Exception {
        Required.tool("python3");
        Contest ping = contests.get("ping");
        ArenaUser owner = contestant();
        long a = accepted(owner, ping);
        long b = accepted(owner, ping);

        String created = compare(owner, "ping", "{\"a\":" + a + ",\"b\":" + b + ",\"games\":4,\"opponents\":\"bots\"}")
                .andExpect(status().isAccepted()).andReturn().getResponse().getContentAsString();
        long id = ((Number) JsonPath.read(created, "$.id")).longValue();

        // one running comparison per user and contest
        compare(owner, "ping", "{\"a\":" + b + ",\"b\":" + a + ",\"games\":4,\"opponents\":\"bots\"}")
                .andExpect(status().isTooManyRequests()).andExpect(jsonPath("$.code").value("RATE_LIMITED"));

        Eventually.await("comparison " + id + " ended", Duration.ofMinutes(3)).until(() -> !JsonPath.read(
                mvc.perform(get("/api/comparisons/" + id).with(user(owner))).andReturn().getResponse().getContentAsString(),
                "$.status").equals("RUNNING"));
        String shown = mvc.perform(get("/api/comparisons/" + id).with(user(owner)))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.status").value("FINISHED"))
                .andExpect(jsonPath("$.gamesPlayed").value(4))
                .andExpect(jsonPath("$.pairsCounted").value(2))
                .andExpect(jsonPath("$.measure").value("PLACE"))
                .andExpect(jsonPath("$.meanA").value(1.0))
                .andExpect(jsonPath("$.meanB").value(1.0))
                .andExpect(jsonPath("$.difference").value(0.0))
                .andExpect(jsonPath("$.low").value(0.0))
                .andExpect(jsonPath("$.high").value(0.0))
                .andExpect(jsonPath("$.games.length()").value(4))
                .andReturn().getResponse().getContentAsString();
        List<Integer> games = JsonPath.read(shown, "$.games[*].matchId");
        List<String> sides = JsonPath.read(shown, "$.games[*].side");
        assertThat(sides).containsExactly("A", "B", "A", "B");
        // each pair: the same seed, map and seat, A's strategy in one game and B's in the other
        var first = matches.findWithSeats(games.get(0)).orElseThrow();
        var second = matches.findWithSeats(games.get(1)).orElseThrow();
        assertThat(first.getKind()).isEqualTo(MatchKind.COMPARISON);
        assertThat(first.getSeed()).isEqualTo(second.getSeed());
        assertThat(first.getSeats().get(0).getSubmissionId()).isEqualTo(a);
        assertThat(second.getSeats().get(0).getSubmissionId()).isEqualTo(b);
        assertThat(matches.findWithSeats(games.get(2)).orElseThrow().getSeats().get(1).getSubmissionId()).isEqualTo(a);

        // private: another contestant sees neither the comparison nor its games
        ArenaUser stranger = contestant();
        mvc.perform(get("/api/comparisons/" + id).with(user(stranger))).andExpect(status().isNotFound())
                .andExpect(jsonPath("$.code").value("NOT_FOUND"));
        mvc.perform(get("/api/matches/" + games.get(0)).with(user(stranger))).andExpect(status().isNotFound());
        mvc.perform(get("/api/matches/" + games.get(0)).with(user(owner))).andExpect(status().isOk());
        // and its games stay out of the owner's game history
        assertThat(matches.findRecentOfUser(ping.getId(), owner.id())).noneMatch(m -> m.getKind() == MatchKind.COMPARISON);
    }

    @Test
    void badRequestsAreRefusedWithTheirCodes() throws Exception {
        Required.tool("python3");
        Contest ping = contests.get("ping");
        ArenaUser owner = contestant();
        long a = accepted(owner, ping);
        long b = accepted(owner, ping);
        ArenaUser other = contestant();
        long theirs = accepted(other, ping);

        compare(owner, "ping", "{\"a\":" + a + ",\"b\":" + a + ",\"games\":4}").andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("SAME_STRATEGY"));
        compare(owner, "ping", "{\"a\":" + a + ",\"b\":" + theirs + ",\"games\":4}").andExpect(status().isForbidden())
                .andExpect(jsonPath("$.code").value("NOT_YOURS"));
        compare(owner, "ping", "{\"a\":" + a + ",\"b\":" + b + ",\"games\":42}").andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("TOO_MANY_GAMES"));
        compare(owner, "ping", "{\"a\":" + a + ",\"b\":" + b + ",\"games\":2}").andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("TOO_FEW_GAMES"));
        compare(owner, "ping", "{\"a\":" + a + ",\"b\":" + b + ",\"games\":4,\"opponents\":\"friends\"}")
                .andExpect(status().isBadRequest()).andExpect(jsonPath("$.code").value("BAD_OPPONENT"));
        compare(owner, "ping", "{\"a\":" + a + "}").andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("INVALID_INPUT"));
        compare(owner, "bomber", "{\"a\":" + a + ",\"b\":" + b + ",\"games\":4}").andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("OTHER_CONTEST"));
        // the ladder of ping has nobody with a main strategy in a sandbox here but other: one opponent is enough for a duel,
        // so a ladder comparison is taken
        compare(owner, "ping", "{\"a\":" + a + ",\"b\":" + b + ",\"games\":4,\"opponents\":\"ladder\"}")
                .andExpect(status().isAccepted());
    }
}
