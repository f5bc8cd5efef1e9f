package arena.platform.stage;

import arena.game.api.Score;
import arena.game.api.TiePolicy;
import arena.platform.stage.plan.Entrant;
import arena.platform.stage.plan.StageKind;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** The stage tables (V13__stages.sql): stages, their started parts, entrants, games and points. */
@Component
class StageStore {

    private static final TypeReference<Map<String, String>> STRING_MAP = new TypeReference<>() {
    };

    private final JdbcTemplate jdbc;
    private final JsonMapper json;

    StageStore(JdbcTemplate jdbc, JsonMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    /** A started part. */
    record Part(long id, long stageId, int part, long seed, int wave, Instant startedAt, Instant finishedAt,
            Instant pausedAt) {

        boolean finished() {
            return finishedAt != null;
        }

        boolean paused() {
            return pausedAt != null;
        }
    }

    /** A game of a part, for counting what is done. */
    record Game(long matchId, long partId, int wave, int replays) {
    }

    long insert(Stage stage) {
        GeneratedKeyHolder key = new GeneratedKeyHolder();
        jdbc.update(connection -> {
            var ps = connection.prepareStatement("""
                    insert into stages (contest_id, name, kind, format, waves, repeats, maps, points, tie_policy,
                        filler_bot, match_options, source_stage_id, top_n, sandbox_best, parts)
                    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", new String[] {"id"});
            ps.setLong(1, stage.contestId());
            ps.setString(2, stage.name());
            ps.setString(3, stage.kind().name());
            ps.setString(4, stage.format());
            ps.setInt(5, stage.waves());
            ps.setInt(6, stage.repeats());
            ps.setString(7, String.join(",", stage.maps()));
            ps.setString(8, stage.points().stream().map(String::valueOf).collect(Collectors.joining(",")));
            ps.setString(9, stage.tiePolicy().name());
            ps.setString(10, stage.fillerBot());
            ps.setString(11, json.writeValueAsString(stage.options()));
            ps.setObject(12, stage.sourceStageId());
            ps.setInt(13, stage.topN());
            ps.setInt(14, stage.ladderBest());
            ps.setInt(15, stage.parts());
            return ps;
        }, key);
        return key.getKey().longValue();
    }

    Optional<Stage> stage(long contestId, long id) {
        return jdbc.query("select * from stages where contest_id = ? and id = ?", this::stage, contestId, id).stream()
                .findFirst();
    }

    /** A stage with its row locked: starting a part and a game's end take it, so waves advance one at a time. */
    Stage lockStage(long id) {
        return jdbc.queryForObject("select * from stages where id = ? for update", this::stage, id);
    }

    List<Stage> stages(long contestId) {
        return jdbc.query("select * from stages where contest_id = ? order by id", this::stage, contestId);
    }

    void published(long stageId, Instant at) {
        jdbc.update("update stages set published_at = ? where id = ?", Timestamp.from(at), stageId);
    }

    long insertPart(long stageId, int part, long seed, Instant startedAt) {
        return jdbc.queryForObject("insert into stage_parts (stage_id, part, seed, started_at) values (?, ?, ?, ?)"
                + " returning id", Long.class, stageId, part, seed, Timestamp.from(startedAt));
    }

    List<Part> parts(long stageId) {
        return jdbc.query("select * from stage_parts where stage_id = ? order by part", StageStore::part, stageId);
    }

    Part part(long partId) {
        return jdbc.queryForObject("select * from stage_parts where id = ?", StageStore::part, partId);
    }

    void wave(long partId, int wave) {
        jdbc.update("update stage_parts set wave = ? where id = ?", wave, partId);
    }

    /** Pauses a part ({@code at}) or resumes it ({@code null}). */
    void paused(long partId, Instant at) {
        jdbc.update("update stage_parts set paused_at = ? where id = ?", at == null ? null : Timestamp.from(at), partId);
    }

    /**
     * Sets a wave's games aside before it is played again: their points and their link to the part go, the matches
     * stay (with their replays) as any other game of the site.
     */
    int dropWave(long partId, int wave) {
        jdbc.update("delete from round_points where match_id in (select match_id from round_games where part_id = ?"
                + " and wave = ?)", partId, wave);
        return jdbc.update("delete from round_games where part_id = ? and wave = ?", partId, wave);
    }

    void partFinished(long partId, Instant at) {
        jdbc.update("update stage_parts set finished_at = ? where id = ?", Timestamp.from(at), partId);
    }

    void entrant(long partId, long userId, long submissionId, Instant submittedAt) {
        jdbc.update("insert into stage_entrants (part_id, user_id, submission_id, submitted_at) values (?, ?, ?, ?)",
                partId, userId, submissionId, Timestamp.from(submittedAt));
    }

    /** A part's entrants: user id to (submission id, its time). */
    Map<Long, Snapshot> entrants(long partId) {
        return jdbc.query("select user_id, submission_id, submitted_at from stage_entrants where part_id = ?",
                (rs, row) -> new Snapshot(rs.getLong(1), rs.getLong(2), rs.getTimestamp(3).toInstant()), partId)
                .stream().collect(Collectors.toMap(Snapshot::userId, s -> s));
    }

    /**
     * The entrants of a part who are out of play now: an admin disabled their snapshotted strategy or banned them.
     */
    Set<Long> outOfPlay(long partId) {
        return new HashSet<>(jdbc.queryForList("""
                select e.user_id from stage_entrants e join submissions s on s.id = e.submission_id
                join users u on u.id = e.user_id
                where e.part_id = ? and (s.disabled or not u.enabled)""", Long.class, partId));
    }

    /** One entrant's strategy in one part. */
    record Snapshot(long userId, long submissionId, Instant submittedAt) {
    }

    /** The last accepted non-test submission (not disabled by an admin) of a user in a contest created before {@code before}. */
    Optional<Snapshot> lastAccepted(long contestId, long userId, Instant before) {
        return jdbc.query("""
                select user_id, id, created_at from submissions
                where contest_id = ? and user_id = ? and status = 'ACCEPTED' and not test and not disabled and created_at < ?
                order by created_at desc, id desc limit 1""",
                (rs, row) -> new Snapshot(rs.getLong(1), rs.getLong(2), rs.getTimestamp(3).toInstant()),
                contestId, userId, Timestamp.from(before)).stream().findFirst();
    }

    /**
     * The players of a contest without a rated ladder (racetrack): everyone with an accepted non-test strategy,
     * each with the time of their last one.
     */
    List<Snapshot> players(long contestId) {
        return jdbc.query("""
                select s.user_id, max(s.id), max(s.created_at) from submissions s join users u on u.id = s.user_id
                where s.contest_id = ? and s.status = 'ACCEPTED' and not s.test and not s.disabled and u.enabled
                group by s.user_id order by s.user_id""",
                (rs, row) -> new Snapshot(rs.getLong(1), rs.getLong(2), rs.getTimestamp(3).toInstant()), contestId);
    }

    void game(long matchId, long partId, int wave) {
        jdbc.update("insert into round_games (match_id, part_id, wave) values (?, ?, ?)", matchId, partId, wave);
    }

    Optional<Game> game(long matchId) {
        return jdbc.query("select match_id, part_id, wave, replays from round_games where match_id = ?",
                (rs, row) -> new Game(rs.getLong(1), rs.getLong(2), rs.getInt(3), rs.getInt(4)), matchId).stream()
                .findFirst();
    }

    void replayed(long matchId) {
        jdbc.update("update round_games set replays = replays + 1 where match_id = ?", matchId);
    }

    /** Games of a wave still queued or running. */
    int open(long partId, int wave) {
        return jdbc.queryForObject("""
                select count(*) from round_games g join matches m on m.id = g.match_id
                where g.part_id = ? and g.wave = ? and m.status in ('QUEUED', 'RUNNING')""", Integer.class, partId, wave);
    }

    /** Counts of a part's games by match status. */
    Map<String, Integer> progress(long partId) {
        return jdbc.query("""
                select m.status, count(*) from round_games g join matches m on m.id = g.match_id
                where g.part_id = ? group by m.status""", (rs, row) -> Map.entry(rs.getString(1), rs.getInt(2)), partId)
                .stream().collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }

    /** One entrant's result on a map: its solo game and exact score ({@code null}: did not finish the map). */
    record MapResult(long matchId, long userId, Score score) {
    }

    /** The finished games of a one-game-per-map wave, one entrant each. */
    List<MapResult> mapResults(long partId, int wave) {
        return jdbc.query("""
                select g.match_id, s.user_id, s.score_num, s.score_den from round_games g
                join matches m on m.id = g.match_id join match_seats s on s.match_id = m.id
                where g.part_id = ? and g.wave = ? and m.status = 'FINISHED' and s.user_id is not null
                order by g.match_id""", (rs, row) -> {
            long den = rs.getLong(4);
            Score score = rs.wasNull() || rs.getObject(3) == null ? null : new Score(rs.getLong(3), den, 0);
            return new MapResult(rs.getLong(1), rs.getLong(2), score);
        }, partId, wave);
    }

    boolean scored(long matchId) {
        return jdbc.queryForObject("select count(*) from round_points where match_id = ?", Integer.class, matchId) > 0;
    }

    void points(long matchId, Map<Long, Integer> byEntrant) {
        byEntrant.forEach((userId, points) -> jdbc.update(
                "insert into round_points (match_id, user_id, points) values (?, ?, ?)", matchId, userId, points));
    }

    /** Every scored game of a stage: match id to its points by user. */
    Map<Long, Map<Long, Integer>> points(long stageId) {
        Map<Long, Map<Long, Integer>> games = new java.util.TreeMap<>();
        jdbc.query("""
                select p.match_id, p.user_id, p.points from round_points p
                join round_games g on g.match_id = p.match_id join stage_parts sp on sp.id = g.part_id
                where sp.stage_id = ?""", rs -> {
            games.computeIfAbsent(rs.getLong(1), id -> new java.util.LinkedHashMap<>()).put(rs.getLong(2), rs.getInt(3));
        }, stageId);
        return games;
    }

    /** The stage's entrants as its table sees them: the submission time of the last part each played. */
    List<Entrant> tableEntrants(long stageId) {
        return jdbc.query("""
                select distinct on (e.user_id) e.user_id, e.submitted_at from stage_entrants e
                join stage_parts p on p.id = e.part_id where p.stage_id = ? order by e.user_id, p.part desc""",
                (rs, row) -> new Entrant(rs.getLong(1), rs.getTimestamp(2).toInstant()), stageId);
    }

    Map<Long, String> usernames(List<Long> ids) {
        if (ids.isEmpty()) {
            return Map.of();
        }
        return jdbc.query("select id, username from users where id = any (?)",
                (rs, row) -> Map.entry(rs.getLong(1), rs.getString(2)), (Object) ids.toArray(Long[]::new)).stream()
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }

    /** Games of any kind finished over the last hour: the site's measured throughput. */
    /**
     * The median time of the last {@code recent} finished games of this game on this site, any contest and kind, as
     * the workers measured them; empty before one finished.
     */
    Optional<Duration> medianGameTime(String game, int recent) {
        Double millis = jdbc.queryForObject("""
                select percentile_cont(0.5) within group (order by wall_millis) from (
                    select m.wall_millis from matches m join contests c on c.id = m.contest_id
                    where c.game = ? and m.status = 'FINISHED' and m.wall_millis is not null
                    order by m.finished_at desc limit ?) recent""", Double.class, game, recent);
        return millis == null ? Optional.empty() : Optional.of(Duration.ofMillis(Math.round(millis)));
    }

    private Stage stage(ResultSet rs, int row) throws SQLException {
        Timestamp published = rs.getTimestamp("published_at");
        return new Stage(rs.getLong("id"), rs.getLong("contest_id"), rs.getString("name"),
                StageKind.valueOf(rs.getString("kind")), rs.getString("format"), rs.getInt("waves"), rs.getInt("repeats"),
                List.of(rs.getString("maps").split(",")),
                Arrays.stream(rs.getString("points").split(",")).map(Integer::valueOf).toList(),
                TiePolicy.valueOf(rs.getString("tie_policy")), rs.getString("filler_bot"),
                json.readValue(rs.getString("match_options"), STRING_MAP), rs.getObject("source_stage_id", Long.class),
                rs.getInt("top_n"), rs.getInt("sandbox_best"), rs.getInt("parts"),
                published == null ? null : published.toInstant());
    }

    private static Part part(ResultSet rs, int row) throws SQLException {
        Timestamp finished = rs.getTimestamp("finished_at");
        Timestamp paused = rs.getTimestamp("paused_at");
        return new Part(rs.getLong("id"), rs.getLong("stage_id"), rs.getInt("part"), rs.getLong("seed"),
                rs.getInt("wave"), rs.getTimestamp("started_at").toInstant(), finished == null ? null : finished.toInstant(),
                paused == null ? null : paused.toInstant());
    }
}
