package arena.platform.match;

import arena.platform.account.UnpublishedGames;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Which games belong to a stage whose results are not published yet: their pages, replays and places are for the
 * contest's organizers until then, and a secret map of the contest is seen only through them. Reads the stage tables
 * ({@code round_games}, {@code stage_parts}, {@code stages}) directly, as the stage package depends on this one.
 */
@Component
public class StageSecrecy implements UnpublishedGames {

    private final JdbcTemplate jdbc;

    StageSecrecy(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Set<Long> unpublished(Collection<Long> matchIds) {
        if (matchIds.isEmpty()) {
            return Set.of();
        }
        List<Long> ids = List.copyOf(matchIds);
        String marks = String.join(",", Collections.nCopies(ids.size(), "?"));
        return new HashSet<>(jdbc.queryForList("select g.match_id from round_games g"
                + " join stage_parts p on p.id = g.part_id join stages s on s.id = p.stage_id"
                + " where s.published_at is null and g.match_id in (" + marks + ")", Long.class, ids.toArray()));
    }
}
