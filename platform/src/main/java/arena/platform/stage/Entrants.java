package arena.platform.stage;

import arena.platform.contest.Contest;
import arena.platform.error.ArenaException;
import arena.platform.rating.LadderStanding;
import arena.platform.ladder.ContestLadderService;
import arena.platform.ladder.Standings;
import arena.platform.stage.plan.Qualification;
import arena.platform.stage.plan.Qualified;
import arena.platform.stage.plan.StageRow;
import java.util.ArrayList;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;

/**
 * Who qualifies for a stage now: the ladder standings (or, in a game without ratings, every player with an accepted
 * strategy) and, for a later stage, the earlier stage's table.
 */
@Component
class Entrants {

    private final Standings standings;
    private final StageStore store;
    private final StageResults results;
    private final ContestLadderService ladders;

    Entrants(Standings standings, StageStore store, StageResults results, ContestLadderService ladders) {
        this.standings = standings;
        this.ladders = ladders;
        this.store = store;
        this.results = results;
    }

    List<Long> qualified(Contest contest, Stage stage) {
        List<LadderStanding> ladder = ladders.rated(contest.getGame()) ? ladderStandings(contest.getId())
                : unrated(contest.getId());
        List<Qualified> chosen;
        if (stage.sourceStageId() == null) {
            chosen = Qualification.fromLadder(ladder, stage.topN());
        } else {
            Stage source = store.stage(contest.getId(), stage.sourceStageId()).orElseThrow();
            if (!source.published()) {
                throw new ArenaException(HttpStatus.CONFLICT, "SOURCE_NOT_PUBLISHED", "error.SOURCE_NOT_PUBLISHED",
                        stage.name(), source.name());
            }
            List<StageRow> earlier = results.table(source);
            chosen = Qualification.fromStage(earlier, stage.topN(), ladder, stage.ladderBest());
        }
        return chosen.stream().map(Qualified::userId).toList();
    }

    /**
     * A game played alone has high-score tables, not ratings: its players are equal before a stage, so the top N are
     * those whose last accepted strategy came earliest (the standings' own tie rule).
     */
    private List<LadderStanding> unrated(long contestId) {
        return store.players(contestId).stream()
                .map(player -> new LadderStanding(player.userId(), 0, player.submittedAt())).toList();
    }

    private List<LadderStanding> ladderStandings(long contestId) {
        List<LadderStanding> all = new ArrayList<>();
        for (int page = 0; ; page++) {
            List<Standings.Row> rows = standings.page(contestId, page, Standings.MAX_PAGE_SIZE);
            rows.forEach(row -> all.add(new LadderStanding(row.userId(), row.rating(), row.lastSubmission())));
            if (rows.size() < Standings.MAX_PAGE_SIZE) {
                return all;
            }
        }
    }
}
