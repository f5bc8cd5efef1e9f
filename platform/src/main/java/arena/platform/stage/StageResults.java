package arena.platform.stage;

import arena.platform.stage.plan.GamePoints;
import arena.platform.stage.plan.StageRow;
import arena.platform.stage.plan.StageTable;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** A stage's table from its scored games (both parts), ties to the earlier submission. */
@Component
public class StageResults {

    private final StageStore store;

    StageResults(StageStore store) {
        this.store = store;
    }

    /** One row as the API and pages show it. */
    public record Row(int rank, String username, long points, int games) {
    }

    @Transactional(readOnly = true)
    public List<StageRow> table(Stage stage) {
        List<GamePoints> games = store.points(stage.id()).values().stream().map(GamePoints::new).toList();
        return StageTable.rank(store.tableEntrants(stage.id()), games);
    }

    @Transactional(readOnly = true)
    public List<Row> rows(Stage stage) {
        List<StageRow> table = table(stage);
        Map<Long, String> names = store.usernames(table.stream().map(StageRow::userId).toList());
        return table.stream().map(row -> new Row(row.rank(), names.get(row.userId()), row.points(), row.games())).toList();
    }
}
