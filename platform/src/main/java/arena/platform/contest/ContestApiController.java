package arena.platform.contest;

import arena.game.api.EngineInfo;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
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

    record ContestView(long id, String slug, String game, String name, String description, List<FormatView> formats,
            List<MapView> maps, List<String> bots, List<String> packs) {
    }

    @GetMapping("/api/contests")
    List<ContestView> listContests() {
        return contests.list().stream().map(this::view).toList();
    }

    @GetMapping("/api/contests/{slug}")
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
                info.packs().stream().map(pack -> "/contests/" + contest.getSlug() + "/packs/" + pack.language()).toList());
    }
}
