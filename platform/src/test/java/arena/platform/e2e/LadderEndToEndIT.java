package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;

import arena.testing.Eventually;
import arena.testing.Required;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;

/**
 * The rated ladder on the embedded defaults (embedded PostgreSQL and worker, test profile): eight users
 * upload Python bomber strategies of three strengths (the starter pack's quick-start strategy, one that moves
 * and bombs at random, one that only waits); with the contest's rate raised, the scheduler plays rated games
 * until the standings put every quick-start above every idle strategy with every player's game count within
 * a factor of two of the others'. The issue gives this 15 minutes; the raised rate fills the worker at once,
 * so it takes a few.
 */
@SpringBootTest(properties = {"arena.ladder.scheduling=true", "arena.ladder.run-every=1s"})
@AutoConfigureMockMvc
@ActiveProfiles("test")
class LadderEndToEndIT {

    private static final Duration ACCEPTANCE = Duration.ofMinutes(5);
    private static final Duration SANDBOX = Duration.ofMinutes(15);
    private static final int ENOUGH_GAMES = 6;

    private static final String IDLE = """
            from bomber import PlayerAction


            def play(board):
                return PlayerAction.WAIT
            """;
    private static final String RANDOM = """
            import random

            from bomber import PlayerAction


            def play(board):
                return random.choice(PlayerAction.ALL)
            """;

    @Autowired
    MockMvc mvc;

    @Test
    void quickStartStrategiesRiseAboveIdleOnesWithFairGameCounts() throws Exception {
        Required.tool("python3");
        byte[] pack = ApiClient.resource("arena/game/bomber/packs/bomber-python.zip");
        ApiClient admin = new ApiClient(mvc).login("admin", "quiet-harbor-test-7291");
        MvcResult set = mvc.perform(put("/api/contests/bomber/ladder").header(HttpHeaders.AUTHORIZATION, "Bearer " + admin.token())
                .contentType(MediaType.APPLICATION_JSON)
                .content("{\"gamesPerPlayerHour\":3600,\"formats\":[\"2p\",\"3p\",\"4p\"],\"options\":{\"maxTicks\":\"120\"},"
                        + "\"frozen\":false}")).andReturn();
        assertThat(set.getResponse().getStatus()).as(set.getResponse().getContentAsString()).isEqualTo(200);

        String run = UUID.randomUUID().toString().substring(0, 5);
        Map<String, String> strengths = new LinkedHashMap<>();
        List<String> kinds = List.of("quick", "idle", "random", "quick", "idle", "random", "quick", "idle");
        Map<String, Long> submissions = new HashMap<>();
        for (int i = 0; i < kinds.size(); i++) {
            String username = "sb" + run + kinds.get(i) + i;
            ApiClient client = new ApiClient(mvc).register(username, "seven-quiet-harbors");
            byte[] zip = switch (kinds.get(i)) {
                case "idle" -> ApiClient.withStrategy(pack, IDLE);
                case "random" -> ApiClient.withStrategy(pack, RANDOM);
                default -> pack;
            };
            submissions.put(username, client.upload("bomber", "python", kinds.get(i) + ".zip", zip).get("id").asLong());
            strengths.put(username, kinds.get(i));
            JsonNode accepted = client.await("/api/submissions/" + submissions.get(username),
                    found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), ACCEPTANCE);
            assertThat(accepted.get("status").asString()).as(accepted.toString()).isEqualTo("ACCEPTED");
        }

        ApiClient reader = new ApiClient(mvc);
        Map<String, JsonNode> rows = Eventually.await("the standings settle", SANDBOX).pollInterval(Duration.ofSeconds(2))
                .until(() -> standings(strengths), found -> settled(found, strengths));
        assertThat(rows).as("every player is in the standings").hasSize(strengths.size());
        String table = rows.values().toString();
        double lowestQuick = rows.entrySet().stream().filter(row -> strengths.get(row.getKey()).equals("quick"))
                .mapToDouble(row -> row.getValue().get("rating").asDouble()).min().orElseThrow();
        double highestIdle = rows.entrySet().stream().filter(row -> strengths.get(row.getKey()).equals("idle"))
                .mapToDouble(row -> row.getValue().get("rating").asDouble()).max().orElseThrow();
        assertThat(lowestQuick).as("every quick-start above every idle strategy: " + table).isGreaterThan(highestIdle);
        int fewest = rows.values().stream().mapToInt(row -> row.get("games").asInt()).min().orElseThrow();
        int most = rows.values().stream().mapToInt(row -> row.get("games").asInt()).max().orElseThrow();
        assertThat(fewest).as("games per player: " + table).isGreaterThanOrEqualTo(ENOUGH_GAMES);
        assertThat(most).as("games per player within a factor of two: " + table).isLessThanOrEqualTo(2 * fewest);

        // the history and the standings agree (games go on meanwhile: a change and its standing are one
        // transaction, so a read between two games sees both alike)
        String someone = rows.keySet().iterator().next();
        JsonNode history = reader.fetch("/api/contests/bomber/users/" + someone + "/ratings");
        JsonNode row = standings(strengths).get(someone);
        for (int tries = 0; history.size() != row.get("games").asInt() && tries < 20; tries++) {
            history = reader.fetch("/api/contests/bomber/users/" + someone + "/ratings");
            row = standings(strengths).get(someone);
        }
        assertThat(history.size()).isEqualTo(row.get("games").asInt());
        assertThat(history.get(0).get("matchId").asLong()).isPositive();
        assertThat(history.get(0).get("before").asDouble()).isEqualTo(1200.0);
        assertThat(history.get(history.size() - 1).get("after").asDouble())
                .isCloseTo(row.get("rating").asDouble(), org.assertj.core.data.Offset.offset(0.05));
        JsonNode game = reader.fetch("/api/matches/" + history.get(0).get("matchId").asLong());
        assertThat(game.get("kind").asString()).isEqualTo("RATED");

        // a test submission: accepted, never rated, its one private test game seen by its author only
        String tester = rows.keySet().iterator().next();
        ApiClient owner = new ApiClient(mvc).login(tester, "seven-quiet-harbors");
        long test = owner.upload("bomber", "python", "test.zip", pack, true).get("id").asLong();
        JsonNode tested = owner.await("/api/submissions/" + test, found -> found.get("status").asString()
                .matches("ACCEPTED|REJECTED") && found.get("testGames").size() == 1
                && found.get("testGames").get(0).get("status").asString().matches("FINISHED|VOID"), ACCEPTANCE);
        assertThat(tested.get("test").asBoolean()).isTrue();
        JsonNode testGame = tested.get("testGames").get(0);
        assertThat(testGame.get("status").asString()).isEqualTo("FINISHED");
        assertThat(testGame.get("format").asString()).isEqualTo("4p");
        assertThat(owner.fetch("/api/matches/" + testGame.get("matchId").asLong()).get("kind").asString()).isEqualTo("TEST");
        assertThat(mvc.perform(get("/api/matches/" + testGame.get("matchId").asLong())).andReturn().getResponse()
                .getStatus()).isEqualTo(404);
        assertThat(mvc.perform(get("/api/submissions/" + test).header(HttpHeaders.AUTHORIZATION, "Bearer " + admin.token()))
                .andReturn().getResponse().getStatus()).isEqualTo(200);
        assertThat(reader.fetch("/api/contests/bomber/users/" + tester + "/ratings"))
                .allSatisfy(change -> assertThat(change.get("cause").asString()).isEqualTo("GAME"));
    }

    /** The players of this run in the standings, by username. */
    private Map<String, JsonNode> standings(Map<String, String> strengths) throws Exception {
        MvcResult result = mvc.perform(get("/api/contests/bomber/standings")).andReturn();
        assertThat(result.getResponse().getStatus()).isEqualTo(200);
        JsonNode all = new ApiClient(mvc).read(result);
        Map<String, JsonNode> rows = new LinkedHashMap<>();
        for (JsonNode row : all) {
            if (strengths.containsKey(row.get("username").asString())) {
                rows.put(row.get("username").asString(), row);
            }
        }
        return rows;
    }

    private static boolean settled(Map<String, JsonNode> rows, Map<String, String> strengths) {
        if (rows.size() < strengths.size()) {
            return false;
        }
        List<Integer> games = new ArrayList<>();
        double lowestQuick = Double.MAX_VALUE;
        double highestIdle = -Double.MAX_VALUE;
        for (Map.Entry<String, JsonNode> row : rows.entrySet()) {
            games.add(row.getValue().get("games").asInt());
            double rating = row.getValue().get("rating").asDouble();
            switch (strengths.get(row.getKey())) {
                case "quick" -> lowestQuick = Math.min(lowestQuick, rating);
                case "idle" -> highestIdle = Math.max(highestIdle, rating);
                default -> {
                }
            }
        }
        int fewest = games.stream().mapToInt(Integer::intValue).min().orElse(0);
        int most = games.stream().mapToInt(Integer::intValue).max().orElse(0);
        return fewest >= ENOUGH_GAMES && most <= 2 * fewest && lowestQuick > highestIdle;
    }
}
