package arena.platform.submission;

import arena.game.api.EngineInfo;
import arena.game.api.GameEngine;
import arena.game.api.TestGame;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.job.JobPriority;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.SeatEntry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * A test submission, once accepted, plays the private test games its game declares ({@link GameEngine#testGames}):
 * seat 0 is the submission, the other seats the declared built-in bots. Only its author and admins see them,
 * and they do not count toward the custom-game limit.
 */
@Component
class TestGames {

    private static final Logger log = LoggerFactory.getLogger(TestGames.class);
    static final int PRIORITY = JobPriority.CUSTOM.level();

    private final ContestService contests;
    private final GameCatalog catalog;
    private final MatchCreation creation;
    private final UserRepository users;

    TestGames(ContestService contests, GameCatalog catalog, MatchCreation creation, UserRepository users) {
        this.contests = contests;
        this.catalog = catalog;
        this.creation = creation;
        this.users = users;
    }

    @EventListener
    void onAccepted(SubmissionAccepted accepted) {
        if (!accepted.test()) {
            return;
        }
        Contest contest = contests.get(accepted.contestId());
        GameEngine engine = catalog.engine(contest.getGame());
        String author = users.findById(accepted.userId()).map(User::getUsername).orElse("player");
        for (TestGame game : engine.testGames()) {
            creation.create(contest, new MatchCreation.Request(MatchKind.TEST, game.format(), game.map(), game.options(),
                    seats(engine.info(), game, author, accepted), accepted.submissionId(), accepted.userId(), PRIORITY));
        }
        log.info("submission={} (test): {} test game(s) queued", accepted.submissionId(), engine.testGames().size());
    }

    /** The submission first, then the bots, each named after its bot; a repeated name gets " (2)", " (3)". */
    private static List<SeatEntry> seats(EngineInfo info, TestGame game, String author, SubmissionAccepted accepted) {
        Map<String, Integer> seen = new HashMap<>();
        List<SeatEntry> seats = new ArrayList<>();
        seats.add(SeatEntry.strategy(author, accepted.submissionId(), accepted.userId()));
        seen.put(author, 1);
        for (String bot : game.bots()) {
            String name = info.bot(bot).map(found -> found.name()).orElse(bot);
            int count = seen.merge(name, 1, Integer::sum);
            seats.add(SeatEntry.bot(count == 1 ? name : name + " (" + count + ")", bot));
        }
        return seats;
    }
}
