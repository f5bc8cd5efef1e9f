package arena.platform.sourcediff;

import arena.platform.account.ArenaUser;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionService;
import arena.sandbox.build.SourceTree;
import java.util.Map;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * Two submissions side by side. Only their owner and admins see it: anyone else gets the same "does not exist" as
 * for a submission of someone else's, so the page tells nobody which ids are taken.
 */
@Controller
class SubmissionDiffController {

    private static final String DIFF_VIEW = "submission/diff";

    private final SubmissionService submissions;

    SubmissionDiffController(SubmissionService submissions) {
        this.submissions = submissions;
    }

    /** The compare form on the contest page: the older submission first. */
    @GetMapping("/submissions/diff")
    String chooseDiff(@RequestParam long a, @RequestParam long b) {
        return "redirect:/submissions/" + a + "/diff/" + b;
    }

    @GetMapping("/submissions/{a}/diff/{b}")
    String showDiff(@PathVariable long a, @PathVariable long b, @AuthenticationPrincipal ArenaUser me, Model model) {
        Submission older = submissions.getVisible(a, me);
        Submission newer = submissions.getVisible(b, me);
        model.addAttribute("older", older);
        model.addAttribute("newer", newer);
        model.addAttribute("files", SourceDiff.of(files(older, me), files(newer, me)));
        return DIFF_VIEW;
    }

    /** A stored source: it passed the upload's limits when it came in, so it is read whole. */
    private Map<String, byte[]> files(Submission submission, ArenaUser me) {
        return SourceTree.unzip(submissions.source(submission.getId(), me), Long.MAX_VALUE, Integer.MAX_VALUE).files();
    }
}
