package arena.platform.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.platform.job.JobLeases;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchStatus;
import arena.platform.match.SeatEntry;
import arena.sandbox.worker.LeasedJob;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What a contestant sees of a map before a game is what the game shows its strategies: bomber's
 * bonuses under crates stay hidden in the contest API and on a game's pages until it has finished.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class PublicMapsIT {

    @Autowired
    MockMvc mvc;
    @Autowired
    ContestService contests;
    @Autowired
    MatchCreation matches;
    @Autowired
    MatchQueries queries;
    @Autowired
    JobLeases leases;
    @Autowired
    JdbcTemplate jdbc;

    @Test
    void theContestApiShowsBomberMapsWithoutTheBonusesUnderCrates() throws Exception {
        byte[] body = mvc.perform(get("/api/contests/bomber")).andExpect(status().isOk()).andReturn().getResponse()
                .getContentAsByteArray();
        JsonNode maps = JsonMapper.builder().build().readTree(body).get("maps");

        assertThat(maps.size()).isGreaterThanOrEqualTo(9);
        for (JsonNode map : maps) {
            assertThat(map.get("data").asString()).as(map.get("id").asString())
                    .contains("+", "1", "2").doesNotContain("a", "r");
        }
    }

    @Test
    void aGameThatHasNotFinishedShowsNoReplayAndNoHiddenMap() throws Exception {
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        Match match = matches.create(contests.get("bomber"), new MatchCreation.Request(MatchKind.CUSTOM, "2p", "classic",
                Map.of(), List.of(SeatEntry.bot("Idle 1", "idle"), SeatEntry.bot("Idle 2", "idle")), null, null, 0));
        long id = match.getId();
        assertHidden(id);

        LeasedJob job = leases.lease("public-maps-test", true).orElseThrow();
        assertThat(job.match().matchId()).isEqualTo(id);
        assertThat(queries.status(id)).isEqualTo(MatchStatus.RUNNING);
        assertHidden(id);
    }

    private void assertHidden(long id) throws Exception {
        mvc.perform(get("/api/matches/" + id + "/replay")).andExpect(status().isNotFound());
        mvc.perform(get("/matches/" + id + "/replay")).andExpect(status().isNotFound());
        mvc.perform(get("/api/matches/" + id + "/commands")).andExpect(status().isNotFound());
        String page = mvc.perform(get("/matches/" + id)).andExpect(status().isOk()).andReturn().getResponse()
                .getContentAsString();
        assertThat(page).doesNotContain("data-replay=", "data-map=");
    }
}
