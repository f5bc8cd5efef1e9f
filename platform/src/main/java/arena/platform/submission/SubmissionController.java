package arena.platform.submission;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.web.LiveUpdates;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

@Controller
class SubmissionController {

    private static final String DETAIL_VIEW = "submission/detail";
    private static final String STATUS_FRAGMENT = "submission/detail :: status";

    private final SubmissionService submissions;
    private final ContestService contests;
    private final LiveUpdates live;
    private final ErrorSentences sentences;

    SubmissionController(SubmissionService submissions, ContestService contests, LiveUpdates live, ErrorSentences sentences) {
        this.sentences = sentences;
        this.submissions = submissions;
        this.contests = contests;
        this.live = live;
    }

    @PostMapping("/contests/{slug}/submissions")
    String processUploadForm(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me,
            @RequestParam(required = false) String language, @RequestParam(required = false) MultipartFile file,
            @RequestParam(required = false) String source,
            @RequestParam(defaultValue = "false") boolean test, @RequestParam(defaultValue = "false") boolean resetInertia, RedirectAttributes redirect) throws IOException {
        Contest contest = contests.get(slug);
        try {
            // Browsers send an unnamed empty part when no file was chosen.
            boolean hasFile = file != null && file.getOriginalFilename() != null && !file.getOriginalFilename().isBlank();
            Submission submission = submissions.submit(me, contest, language,
                    hasFile ? file.getOriginalFilename() : null, hasFile ? file.getBytes() : null, source,
                new UploadOptions(test, resetInertia));
            return "redirect:/submissions/" + submission.getId();
        } catch (ArenaException e) {
            redirect.addFlashAttribute("uploadError", sentences.of(e));
            redirect.addFlashAttribute("uploadCode", e.code());
            redirect.addFlashAttribute("uploadLanguage", language);
            redirect.addFlashAttribute("uploadSource", source);
            return "redirect:/contests/" + slug;
        }
    }

    @GetMapping("/submissions/{id}")
    String showSubmission(@PathVariable long id, @AuthenticationPrincipal ArenaUser me, Model model) {
        SubmissionView view = submissions.view(id, me);
        model.addAttribute("submission", view);
        model.addAttribute("contest", contests.get(view.contestId()));
        return DETAIL_VIEW;
    }

    /** The live part of the page, polled by htmx until the submission has ended. */
    @GetMapping("/submissions/{id}/status")
    String showStatus(@PathVariable long id, @AuthenticationPrincipal ArenaUser me, Model model) {
        SubmissionView view = submissions.view(id, me);
        model.addAttribute("submission", view);
        model.addAttribute("contest", contests.get(view.contestId()));
        return STATUS_FRAGMENT;
    }

    /** Server-sent events while the submission moves through the pipeline (see {@link LiveUpdates}). */
    @GetMapping(value = "/submissions/{id}/events", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    SseEmitter followStatus(@PathVariable long id, @AuthenticationPrincipal ArenaUser me, HttpServletRequest request) {
        submissions.view(id, me);
        return live.follow(request, () -> submissions.view(id, me).progress(), state -> state.startsWith("ACCEPTED")
                || state.startsWith("REJECTED"));
    }

    @PostMapping("/submissions/{id}/main")
    String makeMain(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        submissions.makeMain(id, me);
        return "redirect:/submissions/" + id;
    }

    @GetMapping("/submissions/{id}/source")
    ResponseEntity<byte[]> downloadSource(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType("application/zip"))
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.attachment().filename("submission-" + id + ".zip").build().toString())
                .body(submissions.source(id, me));
    }
}
