package arena.platform.submission;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.PlayerSubmissions;
import java.util.List;
import org.springframework.stereotype.Component;
import org.springframework.ui.Model;

/** The player's own submissions on a contest's page (the port {@link PlayerSubmissions} of the contest package). */
@Component
class ContestPageSubmissions implements PlayerSubmissions {

    private final SubmissionService submissions;

    ContestPageSubmissions(SubmissionService submissions) {
        this.submissions = submissions;
    }

    @Override
    public void addTo(Model model, Contest contest, ArenaUser player) {
        List<Submission> mine = submissions.mine(contest, player);
        model.addAttribute("submissions", mine);
        model.addAttribute("disabled", submissions.disabled(mine));
        model.addAttribute("mainId", submissions.mainSubmission(contest.getId(), player.id()).orElse(null));
        // the form offers the language of the user's last submission here (mine is newest first)
        model.addAttribute("lastLanguage", mine.isEmpty() ? null : mine.get(0).getLanguage());
    }
}
