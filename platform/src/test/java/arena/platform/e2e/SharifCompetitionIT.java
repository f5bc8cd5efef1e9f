package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;

import arena.testing.Eventually;
import arena.testing.Required;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.assertj.core.data.Offset;
import org.awaitility.core.ConditionTimeoutException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.http.MediaType;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;

/**
 * Sharif (2 vs 2, four seats in two teams) in the rated ladder through the platform's generic competition code:
 * four users upload the Python starter pack (two as it is, two whose kings only wait); the ladder scheduler
 * plans rated 2v2 games and the worker plays them to the end. For every rated game the points are the spec's
 * (§10.1: 8/6 and 4/2, 7/7 and 3/3 inside a team, 6/4 or 5/5 on a draw), the teammates share one team result
 * in the rating history, both players of the winning team gain and both of the losing team lose Elo rating by
 * the team Elo of {@code arena.platform.rating.Elo}; the standings list all four with the ratings the histories end at.
 * A draw is a draw for both teams, also when one team's kings are unequal (6/4 against 5/5). Then an admin runs a
 * stage of ten 2v2 waves on the engine's default scoring (the game's own points, {@code GAME}): every player
 * gets the game's points, draws included, every game 20 in all, and the stage table sums them.
 */
@SpringBootTest(properties = {"arena.ladder.scheduling=true", "arena.ladder.run-every=1s"})
@AutoConfigureMockMvc
@ActiveProfiles("test")
class SharifCompetitionIT {

    private static final String PASSWORD = "seven-quiet-harbors";
    private static final Duration ACCEPTANCE = Duration.ofMinutes(5);
    private static final Duration SANDBOX = Duration.ofMinutes(12);

    @Autowired
    MockMvc mvc;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void ratedTwoVersusTwoRatesByTheTeamResult() throws Exception {
        Required.tool("python3");
        byte[] pack = ApiClient.resource("arena/game/sharif/packs/sharif-python.zip");
        Map<String, byte[]> files = ApiClient.unzip(pack);
        assertThat(files).containsKey("ai.py");
        files.put("ai.py", (new String(files.get("ai.py"), StandardCharsets.UTF_8)
                + "\n\nAI.turn = lambda self, world: None\n").getBytes(StandardCharsets.UTF_8));
        byte[] idle = ApiClient.zip(files);

        ApiClient admin = new ApiClient(mvc).login("admin", "quiet-harbor-test-7291");
        MvcResult set = mvc.perform(put("/api/contests/sharif/ladder")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + admin.token()).contentType(MediaType.APPLICATION_JSON)
                .content("{\"gamesPerPlayerHour\":3600,\"formats\":[\"2v2\"],\"options\":{\"maxTurns\":\"60\"},"
                        + "\"frozen\":false}")).andReturn();
        assertThat(set.getResponse().getStatus()).as(set.getResponse().getContentAsString()).isEqualTo(200);

        String run = UUID.randomUUID().toString().substring(0, 5);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String kind = i % 2 == 0 ? "quick" : "idle";
            String username = "sc" + run + kind + i;
            ApiClient client = new ApiClient(mvc).register(username, PASSWORD);
            client.uploadAccepted("sharif", "python", kind + ".zip", kind.equals("idle") ? idle : pack, ACCEPTANCE,
                    "2v2");
            names.add(username);
        }

        ApiClient reader = new ApiClient(mvc);
        Set<Long> checked = new TreeSet<>();
        AtomicInteger decisive = new AtomicInteger();
        try {
            Eventually.await("a decisive rated game", SANDBOX).pollInterval(Duration.ofSeconds(2)).until(() -> {
                Map<Long, Map<String, JsonNode>> byMatch = new LinkedHashMap<>();
                for (String name : names) {
                    for (JsonNode entry : reader.fetch("/api/contests/sharif/users/" + name + "/ratings")) {
                        if (entry.get("cause").asString().equals("GAME")) {
                            byMatch.computeIfAbsent(entry.get("matchId").asLong(), id -> new HashMap<>()).put(name, entry);
                        }
                    }
                }
                for (Map.Entry<Long, Map<String, JsonNode>> game : byMatch.entrySet()) {
                    if (checked.contains(game.getKey())) {
                        continue;
                    }
                    // other tests' players may share the ladder: only games of these four are checked
                    if (game.getValue().size() == 4 && checkGame(reader, game.getKey(), game.getValue())) {
                        decisive.incrementAndGet();
                    }
                    checked.add(game.getKey());
                }
                return decisive.get() > 0;
            });
        } catch (ConditionTimeoutException e) {
            throw new AssertionError("no decisive rated game within " + SANDBOX + ", checked: " + checked, e);
        }

        // the standings list all four, each with the rating and the game count its history ends at
        MvcResult result = mvc.perform(get("/api/contests/sharif/standings")).andReturn();
        assertThat(result.getResponse().getStatus()).isEqualTo(200);
        Map<String, JsonNode> rows = new HashMap<>();
        for (JsonNode row : reader.read(result)) {
            rows.put(row.get("username").asString(), row);
        }
        assertThat(rows.keySet()).containsAll(names);
        for (String name : names) {
            JsonNode row = rows.get(name);
            JsonNode history = reader.fetch("/api/contests/sharif/users/" + name + "/ratings");
            for (int tries = 0; history.size() != row.get("games").asInt() && tries < 20; tries++) {
                // games go on meanwhile: a change and its standing are one transaction
                history = reader.fetch("/api/contests/sharif/users/" + name + "/ratings");
                result = mvc.perform(get("/api/contests/sharif/standings")).andReturn();
                for (JsonNode fresh : reader.read(result)) {
                    if (fresh.get("username").asString().equals(name)) {
                        row = fresh;
                    }
                }
            }
            assertThat(row.get("games").asInt()).as(name).isPositive().isEqualTo(history.size());
            assertThat(history.get(history.size() - 1).get("after").asDouble()).as(name)
                    .isCloseTo(row.get("rating").asDouble(), Offset.offset(0.05));
        }

        // a wave stage of the ladder's players in 2v2 waves on the game's own points; the table sums them
        int players = reader.read(mvc.perform(get("/api/contests/sharif/standings")).andReturn()).size();
        MvcResult created = mvc.perform(post("/api/contests/sharif/stages")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + admin.token()).contentType(MediaType.APPLICATION_JSON)
                .content("{\"name\":\"Sharif round\",\"kind\":\"WAVES\",\"format\":\"2v2\",\"waves\":10,"
                        + "\"options\":{\"maxTurns\":\"60\"},\"top\":" + players + "}")).andReturn();
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(200);
        JsonNode stage = admin.read(created);
        assertThat(stage.get("points").toString()).isEqualTo("[8,6,4,2]");
        assertThat(stage.get("tiePolicy").asString()).isEqualTo("GAME");
        long stageId = stage.get("id").asLong();
        admin.send("/api/contests/sharif/stages/" + stageId + "/parts");
        admin.await("/api/contests/sharif/stages", all -> {
            for (JsonNode one : all) {
                if (one.get("id").asLong() == stageId) {
                    return one.get("started").size() == 1 && !one.get("started").get(0).get("finishedAt").isNull();
                }
            }
            return false;
        }, Duration.ofMinutes(8));
        List<Long> games = jdbc.queryForList("select g.match_id from round_games g join stage_parts p on p.id = g.part_id"
                + " where p.stage_id = ? order by g.match_id", Long.class, stageId);
        assertThat(games).hasSize(10 * ((players + 3) / 4));
        Map<String, Integer> expected = new HashMap<>();
        for (long game : games) {
            JsonNode match = admin.fetch("/api/matches/" + game);
            assertThat(match.get("status").asString()).as(match.toString()).isEqualTo("FINISHED");
            int total = 0;
            for (JsonNode seat : match.get("seats")) {
                if (seat.hasNonNull("bot")) {
                    continue; // a filler takes no points (none with four players)
                }
                int score = new BigDecimal(seat.get("score").asString()).intValueExact();
                String name = seat.get("name").asString();
                int given = jdbc.queryForObject("select r.points from round_points r join users u on u.id = r.user_id"
                        + " where r.match_id = ? and u.username = ?", Integer.class, game, name);
                // the game's own points, draws included (6/4, where the places 1 and 3 would split 7/3)
                assertThat(given).as("stage points of " + name + " in " + match.get("summary")).isEqualTo(score);
                total += given;
                expected.merge(name, given, Integer::sum);
            }
            assertThat(total).as("a game's stage points: " + match.get("summary")).isEqualTo(20);
        }
        JsonNode table = admin.fetch("/api/contests/sharif/stages/" + stageId + "/standings");
        assertThat(table).hasSize(players);
        for (JsonNode row : table) {
            assertThat(row.get("games").asInt()).as(row.toString()).isEqualTo(10);
            assertThat(row.get("points").asInt()).as(table.toString())
                    .isEqualTo(expected.get(row.get("username").asString()));
        }
    }

    /**
     * One rated game of the four: its points and places are the spec's, teammates get one team result, and the
     * rating moves by it. Returns whether the game had a winning team.
     */
    private boolean checkGame(ApiClient reader, long matchId, Map<String, JsonNode> changes) throws Exception {
        JsonNode match = reader.fetch("/api/matches/" + matchId);
        assertThat(match.get("kind").asString()).isEqualTo("RATED");
        assertThat(match.get("format").asString()).isEqualTo("2v2");
        assertThat(match.get("status").asString()).isEqualTo("FINISHED");
        assertThat(match.get("seats")).hasSize(4);
        Map<Integer, Integer> teamPoints = new HashMap<>();
        Map<Integer, List<String>> teams = new HashMap<>();
        Map<String, Integer> points = new HashMap<>();
        Map<String, Integer> places = new HashMap<>();
        for (JsonNode seat : match.get("seats")) {
            assertThat(seat.get("verdict").asString()).as(match.toString()).isEqualTo("OK");
            // seats 0 and 2 are one team, 1 and 3 the other (the engine's format)
            assertThat(seat.get("team").asInt()).as(match.toString()).isEqualTo(seat.get("seat").asInt() % 2);
            int score = new BigDecimal(seat.get("score").asString()).intValueExact();
            String name = seat.get("name").asString();
            points.put(name, score);
            places.put(name, seat.get("place").asInt());
            teamPoints.merge(seat.get("team").asInt(), score, Integer::sum);
            teams.computeIfAbsent(seat.get("team").asInt(), t -> new ArrayList<>()).add(name);
        }
        assertThat(points.keySet()).as("the game's players are the four").isEqualTo(changes.keySet());
        // §10.1: the winners share 14 (8/6 or 7/7), the losers 6 (4/2 or 3/3); a draw is 10 each (6/4 or 5/5)
        List<Integer> sums = new ArrayList<>(teamPoints.values());
        sums.sort(null);
        assertThat(sums).as(match.toString()).isIn(List.of(6, 14), List.of(10, 10));
        for (List<String> team : teams.values()) {
            List<Integer> pair = new ArrayList<>(List.of(points.get(team.get(0)), points.get(team.get(1))));
            pair.sort(null);
            assertThat(pair).as(match.toString()).isIn(List.of(6, 8), List.of(7, 7), List.of(2, 4), List.of(3, 3),
                    List.of(4, 6), List.of(5, 5));
        }
        // places: competition ranking of the points
        for (String name : points.keySet()) {
            long better = points.values().stream().filter(p -> p > points.get(name)).count();
            assertThat(places.get(name)).as(match.toString()).isEqualTo((int) better + 1);
        }

        boolean draw = sums.get(0).equals(sums.get(1));
        for (Map.Entry<Integer, List<String>> team : teams.entrySet()) {
            boolean won = teamPoints.get(team.getKey()) > teamPoints.get(1 - team.getKey());
            List<String> members = team.getValue();
            for (String name : members) {
                JsonNode change = changes.get(name);
                String context = name + " in " + match + ": " + changes;
                // the opponents are exactly the other team; the teammate is not one
                List<String> opponents = new ArrayList<>();
                change.get("opponents").forEach(o -> opponents.add(o.get("username").asString()));
                assertThat(opponents).as(context).containsExactlyInAnyOrderElementsOf(teams.get(1 - team.getKey()));
                double actual = draw ? 0.5 : won ? 1 : 0;
                assertThat(change.get("actual").asDouble()).as(context).isEqualTo(actual);
                change.get("opponents").forEach(o -> assertThat(o.get("actual").asDouble()).as(context).isEqualTo(actual));
                assertThat(change.get("change").asDouble()).as(context)
                        .isCloseTo(change.get("after").asDouble() - change.get("before").asDouble(), Offset.offset(1e-6));
                // the Elo rating itself (the shown one adds the confidence a game brings, up for everybody)
                Map<String, Object> stored = jdbc.queryForMap("select c.team, c.delta, c.rating_before, c.rating_after"
                        + " from rating_changes c join users u on u.id = c.user_id where c.cause = 'GAME'"
                        + " and c.source_id = ? and u.username = ?", matchId, name);
                assertThat(((Number) stored.get("team")).intValue()).as(context).isEqualTo(team.getKey());
                double delta = ((Number) stored.get("delta")).doubleValue();
                assertThat(((Number) stored.get("rating_after")).doubleValue()
                        - ((Number) stored.get("rating_before")).doubleValue()).as(context)
                        .isCloseTo(delta, Offset.offset(1e-6));
                if (!draw) {
                    if (won) {
                        assertThat(delta).as("a winner gains: " + context + " " + stored).isPositive();
                    } else {
                        assertThat(delta).as("a loser loses: " + context + " " + stored).isNegative();
                    }
                }
            }
            // teammates expect one result: the team's mean rating against the other team's
            assertThat(changes.get(members.get(0)).get("expected").asDouble()).as(changes.toString())
                    .isCloseTo(changes.get(members.get(1)).get("expected").asDouble(), Offset.offset(1e-9));
        }
        return !draw;
    }
}
