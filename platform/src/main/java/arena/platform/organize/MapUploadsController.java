package arena.platform.organize;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import org.springframework.http.MediaType;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The stages page's form for a contest map, pasted or chosen as a file (the game's refusal is shown above the form) and its file for a browser
 * session: to organizers at any time, to everyone once a published stage played it.
 */
@Controller
class MapUploadsController {

    private final ContestService contests;
    private final MapUploads uploads;
    private final ErrorSentences sentences;

    MapUploadsController(ContestService contests, MapUploads uploads, ErrorSentences sentences) {
        this.sentences = sentences;
        this.contests = contests;
        this.uploads = uploads;
    }

    @GetMapping(value = "/contests/{slug}/contest-maps/{map}", produces = MediaType.TEXT_PLAIN_VALUE)
    @ResponseBody
    String downloadMap(@PathVariable String slug, @PathVariable String map, @AuthenticationPrincipal ArenaUser me) {
        return uploads.file(contests.get(slug), map, me);
    }

    @PostMapping("/contests/{slug}/contest-maps")
    String uploadMap(@PathVariable String slug, @RequestParam(defaultValue = "") String id,
            @RequestParam(defaultValue = "") String name, @RequestParam(defaultValue = "") String text,
            @RequestParam(required = false) MultipartFile file, @AuthenticationPrincipal ArenaUser me,
            RedirectAttributes redirect) {
        Contest contest = contests.get(slug);
        try {
            ContestAccess.require(contest, me);
            MapView added = uploads.upload(contest, new MapForm(id, name, MapFileText.of(file, text)), me);
            redirect.addFlashAttribute("mapAdded", added.id());
        } catch (ArenaException e) {
            if ("FORBIDDEN".equals(e.code())) {
                throw e;
            }
            redirect.addFlashAttribute("mapError", sentences.line(e));
        }
        return "redirect:/contests/" + contest.getSlug() + "/stages#contest-maps";
    }
}
