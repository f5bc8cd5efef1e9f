package arena.platform.admin.crash;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchService;
import arena.platform.match.SeatEntry;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionService;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;

/**
 * An acceptance game plays a strategy against copies of itself, so one crash of the strategy fails every seat: the
 * crash list shows those seats as one row with their number (the chart counts that row once), while seats that
 * failed otherwise keep their own row. No worker runs: the game's result is written as the worker writes it.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class CrashSeatsGroupedIT {

    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    MatchService matches;
    @Autowired
    JdbcTemplate jdbc;

    @Test
    void aStrategysCopiesThatFailedAlikeInOneGameAreOneRowWithTheirCount() throws Exception {
        Contest bomber = contests.get("bomber");
        String name = "cg" + UUID.randomUUID().toString().substring(0, 6);
        ArenaUser player = ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
        Submission submission = submissions.submit(player, bomber, "python", "main.py",
                "import sys\nsys.exit(3)\n".getBytes(StandardCharsets.UTF_8), null);
        List<SeatEntry> copies = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            copies.add(SeatEntry.strategy(name + " (" + (i + 1) + ")", submission.getId(), player.id()));
        }
        Match game = matches.create(bomber, new MatchService.Request(MatchKind.ACCEPTANCE, "4p", null, Map.of(), copies,
                submission.getId(), player.id(), 10));
        // seats 0, 1 and 3 exit at once; seat 2 outlived its copies and was then too slow
        for (int seat = 0; seat < 4; seat++) {
            String verdict = seat == 2 ? "TIME_LIMIT" : "RUNTIME_ERROR";
            jdbc.update("update match_seats set place = 1, team = ?, verdict = ?, verdict_turn = ?, verdict_message = ?,"
                    + " status = 'CRASHED', details = '{}' where match_id = ? and seat = ?", seat, verdict, seat == 2 ? 7 : 1,
                    seat == 2 ? "no answer in time" : "the process exited with code 3", game.getId(), seat);
        }
        jdbc.update("update jobs set state = 'DONE' where kind = 'MATCH' and ref_id = ?", game.getId());
        jdbc.update("update matches set status = 'FINISHED', finished_at = now() where id = ?", game.getId());
        ArenaUser admin = ArenaUser.of(accounts.register(new RegistrationForm("cga" + name, "seven-quiet-harbors"), Role.ADMIN));

        String json = mvc.perform(get("/api/admin/crashes?user=" + name).with(user(admin)))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        List<Map<String, Object>> rows = com.jayway.jsonpath.JsonPath.read(json, "$.rows");
        assertThat(rows).extracting(row -> row.get("reason") + " seat " + row.get("seat") + " x" + row.get("seats"))
                .containsExactlyInAnyOrder("RUNTIME_ERROR seat 0 x3", "TIME_LIMIT seat 2 x1");

        String page = mvc.perform(get("/admin/crashes?user=" + name).with(user(admin)))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        assertThat(page).containsOnlyOnce("Match " + game.getId() + ", P1")
                .contains("3 seats: copies of one strategy, failed alike")
                .containsOnlyOnce("Match " + game.getId() + ", P3")
                .doesNotContain("Match " + game.getId() + ", P2").doesNotContain("Match " + game.getId() + ", P4");

        String chart = mvc.perform(get("/admin/crashes/chart?by=reason&user=" + name).with(user(admin)))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        List<Number> counts = com.jayway.jsonpath.JsonPath.read(chart, "$.series[*].counts[*]");
        assertThat(counts.stream().mapToLong(Number::longValue).sum()).isEqualTo(2);
    }
}
