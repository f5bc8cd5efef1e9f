package arena.platform.match;

import arena.game.api.page.ReplayPage;
import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.i18n.GameLabels;
import java.nio.charset.StandardCharsets;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

/**
 * "Download as a page": the game as one HTML file that plays offline ({@link ReplayPage}, the builder the games'
 * tools use too), in the reader's language, for whoever may see the game.
 */
@Controller
class ReplayPageController {

    private final MatchViews views;
    private final MatchQueries matches;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final MatchMapData maps;
    private final GameLabels labels;
    private final MessageSource messages;

    ReplayPageController(MatchViews views, MatchQueries matches, ContestService contests, GameCatalog catalog,
            MatchMapData maps, GameLabels labels, MessageSource messages) {
        this.views = views;
        this.matches = matches;
        this.contests = contests;
        this.catalog = catalog;
        this.maps = maps;
        this.labels = labels;
        this.messages = messages;
    }

    @GetMapping("/matches/{id}/page")
    ResponseEntity<byte[]> downloadPage(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        matches.getVisible(id, me);
        MatchView match = views.view(id, me);
        byte[] replay = matches.replay(id);
        Contest contest = contests.get(match.contest());
        String title = messages.getMessage("match.page.title",
                new Object[] {catalog.info(match.game()).name(), String.valueOf(id)}, LocaleContextHolder.getLocale());
        String page = ReplayPage.build(match.game(), catalog.engine(match.game()).getClass().getClassLoader(), title,
                maps.of(match, contest), replay, labels.viewerWords(match.game()));
        return ResponseEntity.ok().contentType(new MediaType(MediaType.TEXT_HTML, StandardCharsets.UTF_8))
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.attachment().filename("match-" + id + ".html").build().toString())
                .body(page.getBytes(StandardCharsets.UTF_8));
    }
}
