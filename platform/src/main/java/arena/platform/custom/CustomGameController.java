package arena.platform.custom;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.match.Match;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/** The custom games page: set up a game against chosen opponents, replay a command file, see your games. */
@Controller
class CustomGameController {

    private static final String GAMES_VIEW = "custom/games";

    private final CustomGames customGames;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final MatchRepository matches;
    private final MatchQueries queries;
    private final ErrorSentences sentences;

    CustomGameController(CustomGames customGames, ContestService contests, GameCatalog catalog, MatchRepository matches,
            MatchQueries queries, ErrorSentences sentences) {
        this.sentences = sentences;
        this.queries = queries;
        this.customGames = customGames;
        this.contests = contests;
        this.catalog = catalog;
        this.matches = matches;
    }

    @GetMapping("/contests/{slug}/games")
    String showGames(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, Model model) {
        Contest contest = contests.get(slug);
        model.addAttribute("contest", contest);
        model.addAttribute("info", catalog.info(contest.getGame()));
        model.addAttribute("commandFiles", catalog.engine(contest.getGame()).commandFiles().isPresent());
        model.addAttribute("strategies", customGames.accepted(contest, me));
        model.addAttribute("opponents", customGames.opponents(contest, me));
        model.addAttribute("games", queries.withoutSecretStageGames(contest,
                matches.findRecentOfUser(contest.getId(), me.id()), me));
        return GAMES_VIEW;
    }

    @PostMapping("/contests/{slug}/games")
    String processGameForm(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, @RequestParam String format,
            @RequestParam(required = false) String map, @RequestParam(required = false) Long strategy,
            @RequestParam(name = "opponent", required = false) List<String> opponents, RedirectAttributes redirect) {
        Contest contest = contests.get(slug);
        int needed = catalog.info(contest.getGame()).format(format).map(f -> f.seats() - 1).orElse(0);
        List<String> chosen = new ArrayList<>(opponents == null ? List.of() : opponents);
        // the form has a select per possible opponent; only as many as the format has seats count
        List<String> seated = chosen.stream().filter(value -> value != null && !value.isBlank()).limit(needed).toList();
        try {
            Match match = customGames.create(contest, me, format, map, strategy, seated);
            return "redirect:/matches/" + match.getId();
        } catch (ArenaException e) {
            redirect.addFlashAttribute("gameError", sentences.line(e));
            return "redirect:/contests/" + slug + "/games";
        }
    }

    @PostMapping("/contests/{slug}/games/replay")
    String processReplayForm(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me,
            @RequestParam(required = false) MultipartFile file, @RequestParam(required = false) String commands,
            RedirectAttributes redirect) throws IOException {
        Contest contest = contests.get(slug);
        String text = file != null && !file.isEmpty() ? new String(file.getBytes(), StandardCharsets.UTF_8) : commands;
        try {
            Match match = customGames.replay(contest, me, text);
            return "redirect:/matches/" + match.getId();
        } catch (ArenaException e) {
            redirect.addFlashAttribute("replayError", sentences.line(e));
            return "redirect:/contests/" + slug + "/games";
        }
    }
}
