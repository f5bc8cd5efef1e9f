package arena.platform.match;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import java.util.Comparator;
import java.util.List;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** Builds {@link MatchView}s, showing evidence only to whom it belongs. */
@Component
public class MatchViews {

    private final MatchQueries matches;
    private final ContestService contests;
    private final MatchRepository repository;
    private final MatchSummaries summaries;
    private final VoidReasons voids;
    private final SeatVerdicts verdicts;
    private final SeatDetails details;

    MatchViews(MatchQueries matches, ContestService contests, MatchRepository repository, MatchSummaries summaries,
            VoidReasons voids, SeatVerdicts verdicts, SeatDetails details) {
        this.verdicts = verdicts;
        this.details = details;
        this.summaries = summaries;
        this.voids = voids;
        this.matches = matches;
        this.contests = contests;
        this.repository = repository;
    }

    /** The latest games the user's strategies played in a contest, newest first: their game history. */
    @Transactional(readOnly = true)
    public List<MatchSummary> recentOfUser(Contest contest, ArenaUser user) {
        List<Long> ids = matches.withoutSecretStageGames(contest, repository.findRecentOfUser(contest.getId(), user.id()), user)
                .stream().map(Match::getId).toList();
        return repository.findWithSeatsByIdIn(ids).stream()
                .sorted(Comparator.comparing(Match::getId).reversed())
                .map(match -> new MatchSummary(match.getId(), match.getKind().name(), match.getFormat(), match.getMap(),
                        match.getStatus().name(), summaries.say(match), match.getReasonCode(), match.getCreatedAt(),
                        match.getFinishedAt(), match.getSeats().stream().map(seat -> new MatchSummary.SeatSummary(
                                seat.getSeat(), seat.getName(), seat.getSubmissionId(), seat.getPlace(),
                                seat.getScoreDisplay(), seat.getVerdict(),
                                seat.getUserId() != null && seat.getUserId() == user.id())).toList()))
                .toList();
    }

    @Transactional(readOnly = true)
    public MatchView view(long id, ArenaUser viewer) {
        Match match = matches.getVisible(id, viewer);
        Contest contest = contests.get(match.getContestId());
        return new MatchView(match.getId(), contest.getSlug(), contest.getGame(), match.getKind().name(), match.getFormat(),
                match.getMap(), match.getStatus().name(), summaries.say(match), match.getTurns(), match.getReasonCode(),
                voids.say(match), match.getCreatedAt(), match.getFinishedAt(), match.getWallMillis(),
                match.getEngineVersion(), match.getSeats().stream().map(seat -> seat(seat, viewer)).toList());
    }

    private MatchView.SeatView seat(MatchSeat seat, ArenaUser viewer) {
        boolean mine = viewer != null && seat.getUserId() != null && seat.getUserId() == viewer.id();
        boolean evidence = mine || viewer != null && viewer.isAdmin();
        return new MatchView.SeatView(seat.getSeat(), seat.getName(), seat.getBot(), seat.getSubmissionId(), seat.getPlace(),
                seat.getTeam(), seat.getScoreDisplay(), seat.getStatus(), seat.getVerdict(), seat.getVerdictTurn(),
                verdicts.say(seat), details.say(seat), mine, evidence ? seat.getLog() : null,
                evidence ? seat.getLastInput() : null, seat.getCpuMillis(), seat.getPeakMemoryMb());
    }
}
