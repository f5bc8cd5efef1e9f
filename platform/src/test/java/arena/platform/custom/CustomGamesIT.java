package arena.platform.custom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import arena.platform.match.Match;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchRepository;
import arena.platform.match.MatchStatus;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.SubmissionStatus;
import arena.testing.Eventually;
import arena.testing.Required;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;

/** Custom games with the ping test game: opponents of every kind, the rate limit, old games removed. */
@SpringBootTest
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.custom.rate-limit=3", "arena.custom.keep=2"})
class CustomGamesIT {

    private static final String PONG = "import sys\nfor line in sys.stdin:\n    print('pong', flush=True)\n";

    @Autowired
    CustomGames customGames;
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
    @Autowired
    MatchQueries queries;

    Contest ping;

    @BeforeEach
    void setUp() {
        Required.tool("python3");
        ping = contests.get("ping");
    }


    private ArenaUser userWithAcceptedStrategy() throws InterruptedException {
        String name = "c" + UUID.randomUUID().toString().substring(0, 8);
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
        Submission submission = submissionService.submit(user, ping, "python", "main.py", PONG.getBytes(StandardCharsets.UTF_8), null);
        Eventually.await("submission " + submission.getId() + " ended", Duration.ofMinutes(2))
                .until(() -> submissions.findById(submission.getId()).orElseThrow().getStatus().ended());
        assertThat(submissions.findById(submission.getId()).orElseThrow().getStatus()).isEqualTo(SubmissionStatus.ACCEPTED);
        return user;
    }

    private Match awaitEnd(Match match) throws InterruptedException {
        Eventually.await("game " + match.getId() + " ended", Duration.ofMinutes(2))
                .until(() -> queries.get(match.getId()).getStatus().ended());
        return queries.get(match.getId());
    }

    @Test
    void gamesAgainstABuiltInBotAndAnotherContestantsMainStrategy() throws Exception {
        ArenaUser alice = userWithAcceptedStrategy();
        ArenaUser bob = userWithAcceptedStrategy();

        assertThat(customGames.opponents(ping, alice)).extracting(Opponent::value)
                .contains("bot:pong", "main:" + bob.id());

        Match vsBot = awaitEnd(customGames.create(ping, alice, "duel", "m1", null, List.of("bot:pong")));
        assertThat(vsBot.getStatus()).isEqualTo(MatchStatus.FINISHED);
        assertThat(vsBot.getKind()).isEqualTo(MatchKind.CUSTOM);
        assertThat(vsBot.getSeats()).extracting(seat -> seat.getBot()).containsExactly(null, "pong");

        Match vsBob = awaitEnd(customGames.create(ping, alice, "duel", null, null, List.of("main:" + bob.id())));
        assertThat(vsBob.getSeats()).extracting(seat -> seat.getUserId()).containsExactly(alice.id(), bob.id());
        assertThat(vsBob.getSeats()).allSatisfy(seat -> assertThat(seat.getVerdict()).isEqualTo("OK"));

        // bob sees the game in his history too: every game his strategies played
        assertThat(matches.findRecentOfUser(ping.getId(), bob.id())).extracting(Match::getId).contains(vsBob.getId());
    }

    @Test
    void badOpponentsAndTheRateLimitAreRefusedWithReasons() throws Exception {
        ArenaUser carol = userWithAcceptedStrategy();
        assertThatThrownBy(() -> customGames.create(ping, carol, "duel", null, null, List.of("bot:nobody")))
                .isInstanceOf(ArenaException.class).hasMessageContaining("no such opponent");
        assertThatThrownBy(() -> customGames.create(ping, carol, "duel", null, null, List.of()))
                .hasMessageContaining("needs 1 opponent");
        List<Long> created = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            created.add(awaitEnd(customGames.create(ping, carol, "duel", null, null, List.of("bot:pong"))).getId());
        }
        assertThatThrownBy(() -> customGames.create(ping, carol, "duel", null, null, List.of("bot:pong")))
                .isInstanceOf(ArenaException.class).hasMessageContaining("at most 3 custom games per 5 minutes");
        // keep=2 is below the rate limit: creating the third removed the first, which had ended
        assertThat(matches.findByContestIdAndKindAndCreatedByOrderByIdDesc(ping.getId(), MatchKind.CUSTOM, carol.id()))
                .extracting(Match::getId).containsExactly(created.get(2), created.get(1));
        assertThat(matches.findById(created.get(0))).isEmpty();
    }

    @Test
    void aGameWithoutCommandFilesSaysSo() throws Exception {
        ArenaUser dave = userWithAcceptedStrategy();
        assertThatThrownBy(() -> customGames.replay(ping, dave, "anything"))
                .isInstanceOf(ArenaException.class).hasMessageContaining("has no command files");
    }
}
