package arena.platform.match;

import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * A player's games in a contest's stages, for their page beside the rated ones: those of published stages for
 * everyone, and of stages not published yet only for who runs the contest ({@link StageSecrecy}'s rule). Reads the
 * stage tables directly, as the stage package depends on this one.
 */
@Component
public class PlayerStageGames {

    /**
     * One game of a stage's part.
     *
     * @param place  the player's place, or null while the game is not finished
     * @param points the stage points it gave the player, or null while it is not scored (a void game never is)
     */
    public record Game(long stageId, String stage, boolean published, int part, int wave, long matchId, String status,
            Integer place, Integer points) {
    }

    private final JdbcTemplate jdbc;

    PlayerStageGames(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Stage by stage, part by part, wave by wave. */
    public List<Game> of(long contestId, long userId, boolean withUnpublished) {
        return jdbc.query("""
                select s.id as stage_id, s.name, s.published_at is not null as published, p.part, g.wave, g.match_id,
                       m.status, min(ms.place) as place, max(rp.points) as points
                from round_games g
                join stage_parts p on p.id = g.part_id
                join stages s on s.id = p.stage_id
                join matches m on m.id = g.match_id
                join match_seats ms on ms.match_id = g.match_id and ms.user_id = ?
                left join round_points rp on rp.match_id = g.match_id and rp.user_id = ms.user_id
                where s.contest_id = ? and (s.published_at is not null or ?)
                group by s.id, s.name, s.published_at, p.part, g.wave, g.match_id, m.status
                order by s.id, p.part, g.wave, g.match_id""",
                (rs, n) -> new Game(rs.getLong("stage_id"), rs.getString("name"), rs.getBoolean("published"),
                        rs.getInt("part"), rs.getInt("wave"), rs.getLong("match_id"), rs.getString("status"),
                        (Integer) rs.getObject("place"), (Integer) rs.getObject("points")),
                userId, contestId, withUnpublished);
    }
}
