package arena.platform.ladder;

import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import arena.platform.error.ArenaException;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** What the ladder's pages and API look up first: the contest (with a rated ladder) and the user by name. */
@Component
public class LadderPages {

    private final ContestRepository contests;
    private final UserRepository users;
    private final ContestLadderService ladders;
    private final Standings standings;
    private final RatingHistory history;

    LadderPages(ContestRepository contests, UserRepository users, ContestLadderService ladders, Standings standings,
            RatingHistory history) {
        this.contests = contests;
        this.users = users;
        this.ladders = ladders;
        this.standings = standings;
        this.history = history;
    }

    /** @throws ArenaException 404 UNKNOWN_CONTEST */
    @Transactional(readOnly = true)
    public Contest contest(String slug) {
        return contests.findBySlug(slug).orElseThrow(() -> new ArenaException(HttpStatus.NOT_FOUND,
                "UNKNOWN_CONTEST", "error.UNKNOWN_CONTEST", slug));
    }

    /** Whether the contest's game has a rated ladder (ratings, standings). */
    public boolean rated(Contest contest) {
        return ladders.rated(contest.getGame());
    }

    /** @throws ArenaException 404 UNKNOWN_CONTEST, or NO_RATED_SANDBOX for a game played alone */
    @Transactional(readOnly = true)
    public Contest ratedContest(String slug) {
        Contest contest = contest(slug);
        if (!ladders.rated(contest.getGame())) {
            throw new ArenaException(HttpStatus.NOT_FOUND, "NO_RATED_SANDBOX", "error.NO_RATED_SANDBOX",
                    contest.getName());
        }
        return contest;
    }

    /** @throws ArenaException 404 UNKNOWN_USER */
    @Transactional(readOnly = true)
    public User user(String username) {
        return users.findByUsername(username).orElseThrow(() -> new ArenaException(HttpStatus.NOT_FOUND, "UNKNOWN_USER",
                "error.UNKNOWN_USER", username));
    }

    Standings standings() {
        return standings;
    }

    RatingHistory history() {
        return history;
    }
}
