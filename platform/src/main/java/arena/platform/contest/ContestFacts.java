package arena.platform.contest;

import arena.game.api.EngineInfo;
import arena.sandbox.build.Languages;
import org.springframework.ui.Model;

/**
 * What the contest page and the rules page both show of a contest (templates/contest/facts.html): its formats,
 * maps, limits, protocol, languages with their libraries, starter packs and tools.
 */
final class ContestFacts {

    private ContestFacts() {
    }

    static EngineInfo addTo(Model model, Contest contest, GameCatalog catalog) {
        EngineInfo info = catalog.info(contest.getGame());
        model.addAttribute("contest", contest);
        model.addAttribute("info", info);
        model.addAttribute("limits", catalog.limits(contest));
        model.addAttribute("toolsJar", catalog.toolsJar(contest.getGame()).orElse(null));
        // the languages the contest takes, each with its libraries: the upload form offers these only
        model.addAttribute("languages", Languages.all().stream().filter(language -> contest.allows(language.id())).toList());
        model.addAttribute("hasSolo", info.formats().stream().anyMatch(format -> format.solo()));
        // a game with a format of several seats has a rated ladder (standings); a solo one has high scores
        model.addAttribute("ratedLadder", info.formats().stream().anyMatch(format -> !format.solo()));
        return info;
    }
}
