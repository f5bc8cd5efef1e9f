package arena.platform.comparison;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import java.util.List;
import java.util.stream.IntStream;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Reading comparisons: only their owner and admins see one; to anybody else it does not exist. */
@Service
public class ComparisonViews {

    private final ComparisonStore store;
    private final ContestService contests;

    ComparisonViews(ComparisonStore store, ContestService contests) {
        this.store = store;
        this.contests = contests;
    }

    @Transactional(readOnly = true)
    public ComparisonView view(long id, ArenaUser viewer) {
        ComparisonStore.Row row = store.find(id)
                .filter(found -> viewer != null && (viewer.isAdmin() || found.userId() == viewer.id()))
                .orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.comparison", id));
        Contest contest = contests.get(row.contestId());
        SequentialDesign design = SequentialDesign.of(row.pairs());
        List<PairedDifference.Pair> counted = ComparisonView.counted(store.pairs(id), row.decidedPairs());
        PairedDifference figures = PairedDifference.of(counted, design.confidence());
        List<ComparisonView.Game> games = store.games(id);
        int played = (int) games.stream().filter(game -> "FINISHED".equals(game.status()) || "VOID".equals(game.status()))
                .count();
        return new ComparisonView(id, contest.getSlug(), contest.getGame(), row.a(), row.b(), row.opponents(), row.format(),
                row.measure().name(), row.status().name(), row.pairs() * 2, played, figures.pairs(),
                ComparisonView.number(figures.meanA()), ComparisonView.number(figures.meanB()),
                ComparisonView.number(figures.difference()), ComparisonView.number(figures.low()),
                ComparisonView.number(figures.high()), design.confidence() * 100, design.looks(), row.looksDone(),
                IntStream.rangeClosed(1, design.looks()).map(design::lookAt).boxed().toList(), store.replays(id),
                Comparisons.maxReplays(row.pairs()), row.createdAt(),
                row.finishedAt(), games);
    }

    /** The user's latest comparisons in a contest, newest first. */
    @Transactional(readOnly = true)
    public List<Long> mine(Contest contest, ArenaUser user) {
        return store.ofUser(contest.getId(), user.id()).stream().map(ComparisonStore.Row::id).toList();
    }
}
