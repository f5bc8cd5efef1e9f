package arena.platform.submission;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
class SubmissionApiController {

    private final SubmissionService submissions;
    private final ContestService contests;

    SubmissionApiController(SubmissionService submissions, ContestService contests) {
        this.submissions = submissions;
        this.contests = contests;
    }

    /**
     * Multipart: {@code language} and either {@code file} (a source file or a zip) or {@code source} (text);
     * {@code test=true} for a test submission (never rated, invisible to others, one private test game once
     * accepted), {@code resetInertia=true} to reset the rating's inertia when it is accepted.
     */
    @PostMapping("/api/contests/{slug}/submissions")
    ResponseEntity<SubmissionView> processUpload(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me,
            @RequestParam(required = false) String language, @RequestParam(required = false) MultipartFile file,
            @RequestParam(required = false) String source,
            @RequestParam(defaultValue = "false") boolean test, @RequestParam(defaultValue = "false") boolean resetInertia) throws IOException {
        Contest contest = contests.get(slug);
        boolean hasFile = file != null && file.getOriginalFilename() != null && !file.getOriginalFilename().isBlank();
        Submission submission = submissions.submit(me, contest, language, hasFile ? file.getOriginalFilename() : null,
                hasFile ? file.getBytes() : null, source,
                new UploadOptions(test, resetInertia));
        return ResponseEntity.accepted().location(URI.create("/api/submissions/" + submission.getId()))
                .body(submissions.view(submission.getId(), me));
    }

    @GetMapping("/api/submissions/{id}")
    SubmissionView showSubmission(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return submissions.view(id, me);
    }

    @GetMapping("/api/contests/{slug}/submissions")
    List<SubmissionView> listSubmissions(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me) {
        Contest contest = contests.get(slug);
        return submissions.mine(contest, me).stream().map(submission -> submissions.view(submission.getId(), me)).toList();
    }

    @PostMapping("/api/submissions/{id}/main")
    SubmissionView makeMain(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        submissions.makeMain(id, me);
        return submissions.view(id, me);
    }
}
