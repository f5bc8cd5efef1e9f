package arena.platform.match;

import arena.platform.contest.Contest;
import arena.platform.contest.ContestMaps;
import arena.platform.contest.GameCatalog;
import org.springframework.stereotype.Component;

/** The text of the map a game's viewer draws on: the match page's and the downloadable page's. */
@Component
class MatchMapData {

    private final GameCatalog catalog;
    private final ContestMaps contestMaps;

    MatchMapData(GameCatalog catalog, ContestMaps contestMaps) {
        this.catalog = catalog;
        this.contestMaps = contestMaps;
    }

    /**
     * A game's own map, or the contest's (whoever sees this game may see its map: a secret map's games are hidden);
     * empty without one.
     */
    String of(MatchView match, Contest contest) {
        return match.map() == null ? "" : catalog.info(match.game()).map(match.map())
                .map(map -> map.data())
                .or(() -> contestMaps.find(contest.getId(), match.map()).map(ContestMaps.ContestMap::publicData))
                .orElse("");
    }
}
