package arena.platform.submission;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
@Tag(name = "submissions", description = "Upload strategies and follow them through compilation and acceptance")
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
    @PostMapping(value = "/api/contests/{slug}/submissions", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
    @Operation(summary = "Upload a strategy", description = "Multipart: language and either file (one source file, or a "
            + "zip with its files at the root or in its one folder) or source (pasted text); test=true for a test submission (never rated, "
            + "invisible to others, one private test game once accepted), resetInertia=true to reset the rating's "
            + "inertia when it is accepted. Answers 202 with the submission, which then moves "
            + "QUEUED -> COMPILING -> TESTING -> ACCEPTED | REJECTED (HELD while an infrastructure fault is retried; "
            + "poll GET /api/submissions/{id}). Codes: "
            + "UNKNOWN_LANGUAGE, EMPTY_UPLOAD, AMBIGUOUS_UPLOAD, BAD_ZIP, BAD_FILE_NAME, LANGUAGE_MISMATCH (400), "
            + "TOO_LARGE (413), RATE_LIMITED (429).")
    ResponseEntity<SubmissionView> processUpload(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me,
            @Parameter(description = "java, python, cpp, javascript, csharp, pascal or go (those the contest takes)") @RequestParam(required = false) String language,
            @RequestParam(required = false) MultipartFile file,
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
    @Operation(summary = "A submission: status, reason code, compile log and acceptance games",
            description = "Only its owner (and admins) may see it. Codes: NOT_FOUND (404).")
    SubmissionView showSubmission(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return submissions.view(id, me);
    }

    @GetMapping("/api/contests/{slug}/submissions")
    @Operation(summary = "Your submissions in a contest, newest first")
    List<SubmissionView> listSubmissions(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me) {
        Contest contest = contests.get(slug);
        return submissions.mine(contest, me).stream().map(submission -> submissions.view(submission.getId(), me)).toList();
    }

    @PostMapping("/api/submissions/{id}/main")
    @Operation(summary = "Make an accepted submission your main strategy",
            description = "Codes: NOT_FOUND (404), NOT_ACCEPTED (409).")
    SubmissionView makeMain(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        submissions.makeMain(id, me);
        return submissions.view(id, me);
    }

    @GetMapping(value = "/api/submissions/{id}/source", produces = "application/zip")
    @Operation(summary = "Download a submission's source as a zip", description = "Codes: NOT_FOUND (404).")
    ResponseEntity<byte[]> downloadSource(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.attachment().filename("submission-" + id + ".zip").build().toString())
                .body(submissions.source(id, me));
    }
}
