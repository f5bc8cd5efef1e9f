package arena.platform.contest;

import arena.game.api.GameEngine;
import arena.platform.error.ArenaException;
import java.util.List;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ContestService {

    private final ContestRepository contests;
    private final GameCatalog catalog;

    ContestService(ContestRepository contests, GameCatalog catalog) {
        this.contests = contests;
        this.catalog = catalog;
    }

    /** Every hosted game gets a contest of its own the first time the site sees it. */
    @EventListener(ApplicationReadyEvent.class)
    @Transactional
    public void ensureContestPerGame() {
        for (GameEngine engine : catalog.all()) {
            String game = engine.info().id();
            if (!contests.existsByGame(game)) {
                contests.save(new Contest(game, game, engine.info().name(), engine.info().summary()));
            }
        }
    }

    @Transactional(readOnly = true)
    public List<Contest> list() {
        return contests.findAllByOrderByIdAsc().stream()
                .filter(contest -> catalog.engines().find(contest.getGame()).isPresent())
                .toList();
    }

    @Transactional(readOnly = true)
    public Contest get(String slug) {
        return contests.findBySlug(slug).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.contest", slug));
    }

    @Transactional(readOnly = true)
    public Contest get(long id) {
        return contests.findById(id).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.contestId", id));
    }
}
