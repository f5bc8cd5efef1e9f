package arena.platform.organize;

import arena.platform.contest.ContestMaps;

/**
 * A contest's own map as the API and the page show it, without its file.
 *
 * @param revealed whether a published stage plays it: until then only the contest's organizers see it
 */
public record MapView(String id, String name, int seats, boolean revealed) {

    static MapView of(ContestMaps.ContestMap map, boolean revealed) {
        return new MapView(map.mapId(), map.name(), map.seats(), revealed);
    }
}
