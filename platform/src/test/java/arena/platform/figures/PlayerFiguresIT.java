package arena.platform.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import arena.platform.paging.Keyset;
import arena.platform.ladder.RatingService;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;

/**
 * A player's figures on the real tables, from known games rated as the site rates them (RatingService) and one
 * voided as an admin voids it: wins, draws and losses per opponent, the breakdown by map, seat and format, and the
 * filtered game list with its API. An unrated game, a game void for the infrastructure and the voided game count nowhere.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class PlayerFiguresIT {

    @Autowired
    MockMvc mvc;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    UserRepository users;

    @Autowired
    ContestRepository contests;

    @Autowired
    RatingService ratings;

    @Autowired
    PlayerFigures figures;

    private Contest contest;
    private User alice;
    private User bob;
    private User carol;
    private long first;
    private long third;
    private long fourth;

    private User user(String name, String run) {
        return users.save(new User(name + run, "{noop}unused", Role.CONTESTANT));
    }

    /** A finished game as the results' recording leaves it; seats in order, each seat its own team. */
    private long game(String kind, String status, String format, String map, Object[]... seats) {
        long id = jdbc.queryForObject("""
                insert into matches (contest_id, kind, format, map, seed, status, created_at, finished_at)
                values (?, ?, ?, ?, 1, ?, now(), now()) returning id""", Long.class, contest.getId(), kind, format, map,
                status);
        for (int seat = 0; seat < seats.length; seat++) {
            User player = (User) seats[seat][0];
            int place = (Integer) seats[seat][1];
            int score = (Integer) seats[seat][2];
            jdbc.update("""
                    insert into match_seats (match_id, seat, user_id, name, place, team, score_num, score_den,
                        score_display, status, verdict) values (?, ?, ?, ?, ?, ?, ?, 1, ?, 'OK', 'OK')""",
                    id, seat, player.getId(), player.getUsername(), place, seat, score, String.valueOf(score));
        }
        if (kind.equals("RATED") && status.equals("FINISHED")) {
            ratings.rate(id);
        }
        return id;
    }

    private static Object[] seat(User player, int place, int score) {
        return new Object[] {player, place, score};
    }

    @BeforeEach
    void knownGames() {
        String run = UUID.randomUUID().toString().substring(0, 6);
        contest = contests.save(new Contest("h2h-" + run, "bomber", "Figures " + run, ""));
        alice = user("al", run);
        bob = user("bo", run);
        carol = user("ca", run);
        first = game("RATED", "FINISHED", "2p", "m1", seat(alice, 1, 3), seat(bob, 2, 1));
        game("RATED", "FINISHED", "2p", "m1", seat(bob, 1, 4), seat(alice, 2, 0));
        third = game("RATED", "FINISHED", "2p", "m2", seat(alice, 1, 2), seat(bob, 1, 2));
        fourth = game("RATED", "FINISHED", "3p", "m2", seat(carol, 1, 5), seat(alice, 2, 3), seat(bob, 3, 1));
        long voided = game("RATED", "FINISHED", "2p", "m1", seat(alice, 1, 9), seat(carol, 2, 0));
        ratings.voidGame(voided, new ArenaUser(0, "root", "", Role.ADMIN, true), "a test of voids");
        game("RATED", "VOID", "2p", "m1", seat(alice, 1, 9), seat(carol, 2, 0));
        game("CUSTOM", "FINISHED", "2p", "m1", seat(alice, 1, 9), seat(carol, 2, 0));
    }

    @Test
    void winsDrawsAndLossesPerOpponentFromKnownGamesWithoutTheVoidedOrUnratedOnes() {
        assertThat(figures.headToHead(contest.getId(), alice.getId())).containsExactly(
                new HeadToHeadRow(bob.getUsername(), 4, 2, 1, 1, 1.5, 2.0),
                new HeadToHeadRow(carol.getUsername(), 1, 0, 0, 1, 2.0, 3.0));
        assertThat(figures.headToHead(contest.getId(), carol.getId())).containsExactly(
                new HeadToHeadRow(alice.getUsername(), 1, 1, 0, 0, 1.0, 5.0),
                new HeadToHeadRow(bob.getUsername(), 1, 1, 0, 0, 1.0, 5.0));
    }

    @Test
    void resultsByMapSeatAndFormat() {
        Breakdown breakdown = figures.breakdown(contest.getId(), alice.getId());
        assertThat(breakdown.maps()).containsExactly(
                new BreakdownRow("m1", 2, 1, 1, 0, 1, 1.5, 1.5),
                new BreakdownRow("m2", 2, 1, 1, 1, 1, 1.5, 2.5));
        assertThat(breakdown.seats()).containsExactly(
                new BreakdownRow("1", 2, 2, 1, 1, 0, 1.0, 2.5),
                new BreakdownRow("2", 2, 0, 1, 0, 2, 2.0, 1.5));
        assertThat(breakdown.formats()).containsExactly(
                new BreakdownRow("2p", 3, 2, 1, 1, 1, 4.0 / 3, 5.0 / 3),
                new BreakdownRow("3p", 1, 0, 1, 0, 1, 2.0, 3.0));
    }

    @Test
    void theGameListFiltersByOpponentMapSeatAndFormat() {
        long id = contest.getId();
        assertThat(figures.games(id, alice.getId(), new GameFilter(carol.getUsername(), null, null, null), null)
                .games()).extracting(PlayerGame::format).containsExactly("3p");
        assertThat(figures.games(id, alice.getId(), new GameFilter(null, "m2", 1, "2p"), null).games())
                .extracting(PlayerGame::id).containsExactly(third);
        PlayerGame thirdGame = figures.games(id, alice.getId(), new GameFilter(null, "m2", 1, "2p"), null).games()
                .get(0);
        PlayerGames older = figures.games(id, alice.getId(), GameFilter.ALL,
                Keyset.before(thirdGame.finishedAt(), null, third));
        assertThat(older.games()).extracting(PlayerGame::id).hasSize(2).last().isEqualTo(first);
        assertThat(older.older()).isNull();
        PlayerGames newer = figures.games(id, alice.getId(), GameFilter.ALL, Keyset.of(Map.of("after", older.newer())));
        assertThat(newer.games()).extracting(PlayerGame::id).containsExactly(fourth, third);
        assertThat(newer.newer()).isNull();
    }

    @Test
    void theApiListsARowsGamesWithEverySeatAndTheirLinks() throws Exception {
        String games = "/api/contests/" + contest.getSlug() + "/users/" + alice.getUsername() + "/games";
        mvc.perform(get(games).param("opponent", carol.getUsername())).andExpect(status().isOk())
                .andExpect(jsonPath("$.size").value(PlayerFigures.PAGE_SIZE))
                .andExpect(jsonPath("$.older").doesNotExist()).andExpect(jsonPath("$.newer").doesNotExist())
                .andExpect(jsonPath("$.games.length()").value(1))
                .andExpect(jsonPath("$.games[0].format").value("3p")).andExpect(jsonPath("$.games[0].map").value("m2"))
                .andExpect(jsonPath("$.games[0].seat").value(2)).andExpect(jsonPath("$.games[0].place").value(2))
                .andExpect(jsonPath("$.games[0].score").value("3"))
                .andExpect(jsonPath("$.games[0].seats[*].username").value(org.hamcrest.Matchers.contains(
                        carol.getUsername(), alice.getUsername(), bob.getUsername())))
                .andExpect(jsonPath("$.games[0].seats[2].place").value(3))
                .andExpect(jsonPath("$.games[0].links.page").value("/matches/" + fourth))
                .andExpect(jsonPath("$.games[0].links.replay").value("/api/matches/" + fourth + "/replay"));
        mvc.perform(get(games).param("map", "m1").param("seat", "1").param("format", "2p")).andExpect(status().isOk())
                .andExpect(jsonPath("$.games[*].id").value(org.hamcrest.Matchers.contains((int) first)));
    }

    @Test
    void aSeatWithoutAPlaceIsListedWithoutOne() throws Exception {
        jdbc.update("update match_seats set place = null where match_id = ? and seat = 2", fourth);
        mvc.perform(get("/api/contests/" + contest.getSlug() + "/users/" + alice.getUsername() + "/games")
                        .param("opponent", carol.getUsername())).andExpect(status().isOk())
                .andExpect(jsonPath("$.games[0].seats[2].username").value(bob.getUsername()))
                .andExpect(jsonPath("$.games[0].seats[2].place").value(org.hamcrest.Matchers.nullValue()))
                .andExpect(jsonPath("$.games[0].seats[1].place").value(2));
    }

    @Test
    void aBadFilterOrKeyIsRefusedWithItsReason() throws Exception {
        String games = "/api/contests/" + contest.getSlug() + "/users/" + alice.getUsername() + "/games";
        mvc.perform(get(games).param("seat", "0")).andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("INVALID_INPUT"));
        mvc.perform(get(games).param("seat", "3").param("format", "2p")).andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("INVALID_INPUT"));
        mvc.perform(get(games).param("seat", "two")).andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("INVALID_INPUT"));
        mvc.perform(get(games).param("format", "9x9")).andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("UNKNOWN_FORMAT"));
        mvc.perform(get(games).param("before", "yesterday")).andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("INVALID_INPUT"));
        mvc.perform(get("/contests/" + contest.getSlug() + "/users/" + alice.getUsername() + "/games")
                .param("format", "9x9")).andExpect(status().isBadRequest());
    }

    @Test
    void theApiAndThePlayersPageShowTheSameTable() throws Exception {
        String base = "/api/contests/" + contest.getSlug() + "/users/" + alice.getUsername();
        mvc.perform(get(base + "/head-to-head")).andExpect(status().isOk())
                .andExpect(jsonPath("$[0].opponent").value(bob.getUsername()))
                .andExpect(jsonPath("$[0].games").value(4)).andExpect(jsonPath("$[0].wins").value(2))
                .andExpect(jsonPath("$[0].draws").value(1)).andExpect(jsonPath("$[0].losses").value(1))
                .andExpect(jsonPath("$[0].avgPlace").value(1.5));
        mvc.perform(get(base + "/breakdown")).andExpect(status().isOk())
                .andExpect(jsonPath("$.seats[1].key").value("2")).andExpect(jsonPath("$.formats[1].key").value("3p"));
        mvc.perform(get("/api/contests/" + contest.getSlug() + "/users/nobody-" + UUID.randomUUID() + "/head-to-head"))
                .andExpect(status().isNotFound());
        String page = mvc.perform(get("/contests/" + contest.getSlug() + "/users/" + alice.getUsername()))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        assertThat(page).contains("id=\"head-to-head\"", "id=\"by-map\"", "id=\"by-seat\"", "id=\"by-format\"",
                "/users/" + alice.getUsername() + "/games?opponent=" + carol.getUsername());
        String games = mvc.perform(get("/contests/" + contest.getSlug() + "/users/" + alice.getUsername() + "/games")
                .param("opponent", carol.getUsername())).andExpect(status().isOk()).andReturn().getResponse()
                .getContentAsString();
        assertThat(games).contains("id=\"player-games\"").doesNotContain("/matches/" + first + "\"");
    }
}
