package arena.platform.match;

import arena.platform.account.ArenaUser;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
class MatchController {

    private static final String DETAIL_VIEW = "match/detail";

    private final MatchViews views;
    private final MatchService matches;
    private final ContestService contests;
    private final GameCatalog catalog;

    MatchController(MatchViews views, MatchService matches, ContestService contests, GameCatalog catalog) {
        this.views = views;
        this.matches = matches;
        this.contests = contests;
        this.catalog = catalog;
    }

    @GetMapping("/matches/{id}")
    String showMatch(@PathVariable long id, @AuthenticationPrincipal ArenaUser me, Model model) {
        MatchView match = views.view(id, me);
        model.addAttribute("match", match);
        model.addAttribute("contest", contests.get(match.contest()));
        model.addAttribute("mapData", match.map() == null ? "" : catalog.info(match.game()).map(match.map())
                .map(map -> map.data()).orElse(""));
        return DETAIL_VIEW;
    }

    /** The replay JSON; {@code ?download} saves it as a file. */
    @GetMapping("/matches/{id}/replay")
    ResponseEntity<byte[]> downloadReplay(@PathVariable long id, @RequestParam(required = false) String download) {
        ResponseEntity.BodyBuilder response = ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON);
        if (download != null) {
            response.header(HttpHeaders.CONTENT_DISPOSITION,
                    ContentDisposition.attachment().filename("match-" + id + ".json").build().toString());
        }
        return response.body(matches.replay(id));
    }
}
