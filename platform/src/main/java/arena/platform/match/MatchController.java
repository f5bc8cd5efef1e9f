package arena.platform.match;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.i18n.GameLabels;
import arena.platform.web.LiveUpdates;
import jakarta.servlet.http.HttpServletRequest;
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
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

@Controller
class MatchController {

    private static final String DETAIL_VIEW = "match/detail";

    private final MatchViews views;
    private final MatchQueries matches;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final LiveUpdates live;
    private final MatchMapData mapData;
    private final GameLabels gameLabels;

    MatchController(MatchViews views, MatchQueries matches, ContestService contests, GameCatalog catalog, LiveUpdates live,
            MatchMapData mapData, GameLabels gameLabels) {
        this.mapData = mapData;
        this.gameLabels = gameLabels;
        this.live = live;
        this.views = views;
        this.matches = matches;
        this.contests = contests;
        this.catalog = catalog;
    }

    @GetMapping("/matches/{id}")
    String showMatch(@PathVariable long id, @AuthenticationPrincipal ArenaUser me, Model model) {
        MatchView match = views.view(id, me);
        model.addAttribute("match", match);
        Contest contest = contests.get(match.contest());
        model.addAttribute("contest", contest);
        // the viewer's labels as the page's data block (Thymeleaf runs no bean call with arguments in th:utext)
        model.addAttribute("viewerLabels", gameLabels.viewerJson(match.game()));
        model.addAttribute("commandFiles", catalog.engine(match.game()).commandFiles().isPresent());
        model.addAttribute("mapData", mapData.of(match, contest));
        return DETAIL_VIEW;
    }

    /** Server-sent events until the match has ended (see {@link LiveUpdates}). */
    @GetMapping(value = "/matches/{id}/events", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    SseEmitter followStatus(@PathVariable long id, @AuthenticationPrincipal ArenaUser me, HttpServletRequest request) {
        matches.getVisible(id, me);
        return live.follow(request, () -> matches.status(id).name(), state -> state.equals("FINISHED") || state.equals("VOID"));
    }

    /** The game's editable command file, for games that have them. */
    @GetMapping("/matches/{id}/commands")
    ResponseEntity<String> downloadCommands(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        matches.getVisible(id, me);
        String commands = matches.commandFile(id);
        return ResponseEntity.ok().contentType(MediaType.TEXT_PLAIN)
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.attachment().filename("match-" + id + "-commands.txt").build().toString())
                .body(commands);
    }

    /** The replay JSON; {@code ?download} saves it as a file. */
    @GetMapping("/matches/{id}/replay")
    ResponseEntity<byte[]> downloadReplay(@PathVariable long id, @AuthenticationPrincipal ArenaUser me,
            @RequestParam(required = false) String download) {
        matches.getVisible(id, me);
        ResponseEntity.BodyBuilder response = ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON);
        if (download != null) {
            response.header(HttpHeaders.CONTENT_DISPOSITION,
                    ContentDisposition.attachment().filename("match-" + id + ".json").build().toString());
        }
        return response.body(matches.replay(id));
    }
}
