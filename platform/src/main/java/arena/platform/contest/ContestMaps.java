package arena.platform.contest;

import arena.game.api.GameMap;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * The maps organizers uploaded for their contests (table {@code contest_maps}), as stored: checking them is the
 * organizer's side ({@code arena.platform.organize.MapUploads}), playing them the match service's. A map stays secret
 * until a published stage of its contest uses it.
 */
@Component
public class ContestMaps {

    /** One uploaded map: the file as the game plays it and the map as the game shows it. */
    public record ContestMap(long contestId, String mapId, String name, int seats, String text, String publicData) {

        /** The map as a stage and a match check it against a format. */
        public GameMap gameMap() {
            return new GameMap(mapId, name, seats, publicData);
        }
    }

    private static final RowMapper<ContestMap> ROW = (rs, n) -> new ContestMap(rs.getLong("contest_id"),
            rs.getString("map_id"), rs.getString("name"), rs.getInt("seats"), rs.getString("text"),
            rs.getString("public_data"));

    private final JdbcTemplate jdbc;

    ContestMaps(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<ContestMap> find(long contestId, String mapId) {
        if (mapId == null) {
            return Optional.empty();
        }
        return jdbc.query("select * from contest_maps where contest_id = ? and map_id = ?", ROW, contestId, mapId)
                .stream().findFirst();
    }

    /** In upload order. */
    public List<ContestMap> all(long contestId) {
        return jdbc.query("select * from contest_maps where contest_id = ? order by id", ROW, contestId);
    }

    public void insert(ContestMap map, long uploadedBy) {
        jdbc.update("insert into contest_maps (contest_id, map_id, name, seats, text, public_data, uploaded_by)"
                + " values (?, ?, ?, ?, ?, ?, ?)", map.contestId(), map.mapId(), map.name(), map.seats(), map.text(),
                map.publicData(), uploadedBy);
    }

    /**
     * The contest's maps a published stage has played, as the game draws them (the maps page): a secret map is seen
     * there by nobody, its organizers included, until then.
     */
    @Transactional(readOnly = true)
    public List<GameMap> revealedMaps(long contestId) {
        return all(contestId).stream().filter(map -> revealed(contestId, map.mapId())).map(ContestMap::gameMap).toList();
    }

    /**
     * Whether a published stage of the contest plays this map: from then on it is public. Stages keep their maps as
     * a comma-separated list of ids (V13).
     */
    public boolean revealed(long contestId, String mapId) {
        Integer found = jdbc.queryForObject("select count(*) from stages where contest_id = ? and published_at is not null"
                + " and ',' || maps || ',' like ?", Integer.class, contestId, "%," + mapId + ",%");
        return found != null && found > 0;
    }
}
