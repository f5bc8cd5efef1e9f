package arena.platform.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
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
        return account(Role.CONTESTANT);
    }

    private ArenaUser account(Role role) {
        String name = "k" + UUID.randomUUID().toString().substring(0, 8);
        return ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), role));
    }

    private ResultActions putLadder(ArenaUser user, String slug, String body) throws Exception {
        return mvc.perform(put("/api/contests/" + slug + "/ladder").with(user(user))
                .contentType(MediaType.APPLICATION_JSON).content(body));
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
        // the ladder of ping has nobody with a main strategy here but other: one opponent is enough for a duel,
        // so a ladder comparison is taken
        compare(owner, "ping", "{\"a\":" + a + ",\"b\":" + b + ",\"games\":4,\"opponents\":\"ladder\"}")
                .andExpect(status().isAccepted());
    }

    /**
     * Racetrack is played alone: a comparison has no format to play, so the API refuses it with that reason (not "no
     * format -"), the form's page is refused likewise, and the contest page offers no comparison, only the sources'.
     */
    @Test
    void aGamePlayedAloneOffersAndTakesNoComparison() throws Exception {
        Contest racetrack = contests.get("racetrack");
        ArenaUser owner = contestant();
        // two submissions that fail their syntax check at once, so that they keep the worker from the other tests' games
        // for no time: the refusal does not depend on them, the contest page lists them
        byte[] broken = "def solve(:\n".getBytes(StandardCharsets.UTF_8);
        long a = submissionService.submit(owner, racetrack, "python", "main.py", broken, null).getId();
        long b = submissionService.submit(owner, racetrack, "python", "main.py", broken, null).getId();

        compare(owner, "racetrack", "{\"a\":" + a + ",\"b\":" + b + ",\"games\":4}").andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("UNKNOWN_FORMAT"))
                .andExpect(jsonPath("$.detail").value("Racetrack is played alone: a comparison needs a format with opponents,"
                        + " and it has none"));
        mvc.perform(get("/contests/racetrack/comparisons").with(user(owner))).andExpect(status().isBadRequest());
        mvc.perform(get("/contests/racetrack").with(user(owner))).andExpect(status().isOk())
                .andExpect(content().string(containsString("id=\"diff-form\"")))
                .andExpect(content().string(org.hamcrest.Matchers.not(containsString("id=\"compare-link\""))));
    }

    @Test
    void theContestsOrganizerSetsTheMostGamesOfAComparisonOnThePageAndThroughTheApi() throws Exception {
        Required.tool("python3");
        ArenaUser organizer = account(Role.ORGANIZER);
        String slug = "cmp-" + UUID.randomUUID().toString().substring(0, 6);
        mvc.perform(post("/api/contests").with(user(organizer)).contentType(MediaType.APPLICATION_JSON)
                .content("{\"game\":\"ping\",\"slug\":\"" + slug + "\",\"name\":\"Ping cup\"}"))
                .andExpect(status().isCreated());
        Contest contest = contests.get(slug);
        ArenaUser owner = contestant();
        long a = accepted(owner, contest);
        long b = accepted(owner, contest);
        String ask = "{\"a\":" + a + ",\"b\":" + b + ",\"games\":%d,\"opponents\":\"bots\"}";

        // the page: the site's default until the organizer sets a number, which the refusal then names
        mvc.perform(get("/organize/contests/" + slug + "/ladder").with(user(organizer))).andExpect(status().isOk())
                .andExpect(content().string(containsString("name=\"comparisonGames\"")))
                .andExpect(content().string(containsString("(empty: the site&#39;s 40)")));
        mvc.perform(post("/organize/contests/" + slug + "/ladder").with(user(organizer)).with(csrf())
                .param("comparisonGames", "many")).andExpect(status().is3xxRedirection())
                .andExpect(flash().attribute("error", containsString("BAD_COMPARISON_GAMES: ")));
        mvc.perform(post("/organize/contests/" + slug + "/ladder").with(user(organizer)).with(csrf())
                .param("comparisonGames", "6")).andExpect(status().is3xxRedirection())
                .andExpect(flash().attribute("saved", true));
        mvc.perform(get("/api/contests/" + slug + "/ladder")).andExpect(jsonPath("$.comparisonGames").value(6))
                .andExpect(jsonPath("$.ownComparisonGames").value(true));
        mvc.perform(get("/organize/contests/" + slug + "/ladder").with(user(organizer)))
                .andExpect(content().string(containsString("value=\"6\"")));
        compare(owner, slug, ask.formatted(8)).andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("TOO_MANY_GAMES"))
                .andExpect(jsonPath("$.detail").value(containsString("at most 6")));

        // the API: above the site's 40, and out of range refused with the reason
        putLadder(organizer, slug, "{\"frozen\":false,\"comparisonGames\":1001}").andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("BAD_COMPARISON_GAMES"))
                .andExpect(jsonPath("$.detail").value(allOf(containsString("from 4 to 1,000"), containsString("1,001"))));
        putLadder(organizer, slug, "{\"frozen\":false,\"comparisonGames\":3}").andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("BAD_COMPARISON_GAMES"));
        putLadder(organizer, slug, "{\"frozen\":false,\"comparisonGames\":50}").andExpect(status().isOk())
                .andExpect(jsonPath("$.comparisonGames").value(50));
        compare(owner, slug, ask.formatted(52)).andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("TOO_MANY_GAMES"))
                .andExpect(jsonPath("$.detail").value(containsString("at most 50")));
        // the contest's whole settings, which carry no cap, keep it
        mvc.perform(put("/api/contests/" + slug).with(user(organizer)).contentType(MediaType.APPLICATION_JSON)
                .content("{\"name\":\"Ping cup\",\"description\":\"\"}")).andExpect(status().isOk());
        mvc.perform(get("/api/contests/" + slug + "/ladder")).andExpect(jsonPath("$.comparisonGames").value(50));

        // nobody else sets it: another organizer, a contestant
        ArenaUser other = account(Role.ORGANIZER);
        putLadder(other, slug, "{\"frozen\":false,\"comparisonGames\":8}").andExpect(status().isForbidden());
        putLadder(owner, slug, "{\"frozen\":false,\"comparisonGames\":8}").andExpect(status().isForbidden());
        mvc.perform(post("/organize/contests/" + slug + "/ladder").with(user(owner)).with(csrf())
                .param("comparisonGames", "8")).andExpect(status().isForbidden());
        mvc.perform(get("/api/contests/" + slug + "/ladder")).andExpect(jsonPath("$.comparisonGames").value(50));

        // and every change is in the audit log
        ArenaUser admin = account(Role.ADMIN);
        mvc.perform(get("/api/admin/audit").param("type", "contest").param("ref", slug).with(user(admin)))
                .andExpect(content().string(allOf(containsString("comparisonGames: site default (40) -> 6"),
                        containsString("comparisonGames: 6 -> 50"))));
    }
}
