package arena.platform.contest;

import arena.game.api.EngineInfo;
import arena.sandbox.build.Languages;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.security.SecurityRequirements;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "contests", description = "Contests with their game's formats, maps, built-in bots and languages")
class ContestApiController {

    private final ContestService contests;
    private final GameCatalog catalog;

    ContestApiController(ContestService contests, GameCatalog catalog) {
        this.contests = contests;
        this.catalog = catalog;
    }

    record FormatView(String id, String name, int seats) {
    }

    record MapView(String id, String name, int seats, String data) {
    }

    /**
     * @param extension of its source files, without the dot: how a client guesses the language of a file
     * @param libraries what a strategy may use beyond the language's standard library
     */
    record LanguageView(String id, String name, String extension, List<String> libraries) {
    }

    record ContestView(long id, String slug, String game, String name, String description, List<FormatView> formats,
            List<MapView> maps, List<String> bots, List<String> packs, List<LanguageView> languages) {
    }

    @GetMapping("/api/contests")
    @SecurityRequirements
    @Operation(summary = "List the contests")
    List<ContestView> listContests() {
        return contests.list().stream().map(this::view).toList();
    }

    @GetMapping("/api/contests/{slug}")
    @SecurityRequirements
    @Operation(summary = "One contest", description = "Codes: NOT_FOUND (404).")
    ContestView showContest(@PathVariable String slug) {
        return view(contests.get(slug));
    }

    private ContestView view(Contest contest) {
        EngineInfo info = catalog.info(contest.getGame());
        return new ContestView(contest.getId(), contest.getSlug(), contest.getGame(), contest.getName(),
                contest.getDescription(),
                info.formats().stream().map(format -> new FormatView(format.id(), format.name(), format.seats())).toList(),
                info.maps().stream().map(map -> new MapView(map.id(), map.name(), map.seats(), map.data())).toList(),
                info.bots().stream().map(bot -> bot.id()).toList(),
                info.packs().stream().map(pack -> "/contests/" + contest.getSlug() + "/packs/" + pack.language()).toList(),
                Languages.all().stream().filter(language -> contest.allows(language.id()))
                        .map(language -> new LanguageView(language.id(), language.name(), language.extension(),
                                language.libraries()))
                        .toList());
    }
}
