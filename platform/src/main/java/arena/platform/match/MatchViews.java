package arena.platform.match;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** Builds {@link MatchView}s, showing evidence only to whom it belongs. */
@Component
public class MatchViews {

    private final MatchService matches;
    private final ContestService contests;

    MatchViews(MatchService matches, ContestService contests) {
        this.matches = matches;
        this.contests = contests;
    }

    @Transactional(readOnly = true)
    public MatchView view(long id, ArenaUser viewer) {
        Match match = matches.getVisible(id, viewer);
        Contest contest = contests.get(match.getContestId());
        return new MatchView(match.getId(), contest.getSlug(), contest.getGame(), match.getKind().name(), match.getFormat(),
                match.getMap(), match.getStatus().name(), match.getSummary(), match.getTurns(), match.getReasonCode(),
                match.getReasonMessage(), match.getCreatedAt(), match.getFinishedAt(), match.getWallMillis(),
                match.getSeats().stream().map(seat -> seat(seat, viewer)).toList());
    }

    private MatchView.SeatView seat(MatchSeat seat, ArenaUser viewer) {
        boolean mine = viewer != null && seat.getUserId() != null && seat.getUserId() == viewer.id();
        boolean evidence = mine || viewer != null && viewer.isAdmin();
        return new MatchView.SeatView(seat.getSeat(), seat.getName(), seat.getBot(), seat.getSubmissionId(), seat.getPlace(),
                seat.getTeam(), seat.getScoreDisplay(), seat.getStatus(), seat.getVerdict(), seat.getVerdictTurn(),
                seat.getVerdictMessage(), matches.details(seat), mine, evidence ? seat.getLog() : null,
                evidence ? seat.getLastInput() : null, seat.getCpuMillis(), seat.getPeakMemoryMb());
    }
}
