package arena.platform.contest;

import arena.game.api.StarterPack;
import arena.platform.account.ArenaUser;
import arena.platform.error.ArenaException;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

@Controller
class ContestController {

    private static final String DETAIL_VIEW = "contest/detail";

    private final ContestService contests;
    private final GameCatalog catalog;
    private final PlayerSubmissions submissions;

    ContestController(ContestService contests, GameCatalog catalog, PlayerSubmissions submissions) {
        this.contests = contests;
        this.catalog = catalog;
        this.submissions = submissions;
    }

    @GetMapping("/contests/{slug}")
    String showContest(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, Model model) {
        Contest contest = contests.get(slug);
        ContestFacts.addTo(model, contest, catalog);
        model.addAttribute("runs", ContestAccess.runs(contest, me));
        if (me != null) {
            submissions.addTo(model, contest, me);
        }
        return DETAIL_VIEW;
    }

    @GetMapping("/contests/{slug}/packs/{language}")
    ResponseEntity<byte[]> downloadPack(@PathVariable String slug, @PathVariable String language) {
        Contest contest = contests.get(slug);
        StarterPack pack = catalog.pack(contest.getGame(), language)
                .orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.languagePack", language, contest.getName()));
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType("application/zip"))
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment().filename(pack.fileName()).build().toString())
                .body(catalog.packZip(contest.getGame(), pack));
    }
}
