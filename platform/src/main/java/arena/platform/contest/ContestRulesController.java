package arena.platform.contest;

import arena.game.api.GameEngine;
import arena.platform.i18n.PageLanguage;
import arena.platform.i18n.SiteLanguage;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * A contest's rules page: the organizer's own text, the game's rules, then the starter packs, protocol and limits the
 * contest page shows. Texts are in the page's language where written, else in the contest's language (the game's
 * rules then in English); {@code ?read=en} shows the game's rules in another language without changing the page's.
 */
@Controller
class ContestRulesController {

    private static final String VIEW = "contest/rules";

    private final ContestService contests;
    private final GameCatalog catalog;
    private final ContestTexts texts;
    private final PageLanguage page;

    ContestRulesController(ContestService contests, GameCatalog catalog, ContestTexts texts, PageLanguage page) {
        this.contests = contests;
        this.catalog = catalog;
        this.texts = texts;
        this.page = page;
    }

    @GetMapping("/contests/{slug}/rules")
    String showRules(@PathVariable String slug, @RequestParam(required = false) String read, Model model) {
        Contest contest = contests.get(slug);
        ContestFacts.addTo(model, contest, catalog);
        SiteLanguage pageLanguage = page.current();
        SiteLanguage contestLanguage = SiteLanguage.of(contest.getLanguage()).orElse(SiteLanguage.DEFAULT);

        texts.firstOf(contest, pageLanguage.tag(), contestLanguage.tag()).ifPresent(text -> {
            model.addAttribute("organizerText", Markdown.html(text.body()));
            model.addAttribute("organizerLanguage", SiteLanguage.of(text.language()).orElse(SiteLanguage.DEFAULT));
        });

        SiteLanguage asked = SiteLanguage.of(read).orElse(pageLanguage);
        GameEngine engine = catalog.engine(contest.getGame());
        Set<SiteLanguage> order = new LinkedHashSet<>(List.of(asked, pageLanguage, contestLanguage, SiteLanguage.DEFAULT));
        for (SiteLanguage language : order) {
            Optional<String> rules = engine.rules(language.tag());
            if (rules.isPresent()) {
                model.addAttribute("gameRules", Markdown.html(rules.get()));
                model.addAttribute("rulesLanguage", language);
                model.addAttribute("rulesWanted", asked);
                model.addAttribute("otherLanguages", others(engine, language, pageLanguage, contestLanguage));
                break;
            }
        }
        return VIEW;
    }

    /** The other languages worth a link: the contest's and English, and the page's when the rules are in another. */
    private static List<SiteLanguage> others(GameEngine engine, SiteLanguage shown, SiteLanguage... candidates) {
        Set<SiteLanguage> wanted = new LinkedHashSet<>(List.of(candidates));
        wanted.add(SiteLanguage.DEFAULT);
        List<SiteLanguage> others = new ArrayList<>();
        for (SiteLanguage language : wanted) {
            if (language != shown && engine.rules(language.tag()).isPresent()) {
                others.add(language);
            }
        }
        return others;
    }
}
