package arena.platform.figures;

/** Where a game of a player's list is: its page, its API resource and its replay. */
public record GameLinks(String page, String api, String replay) {

    static GameLinks of(long matchId) {
        return new GameLinks("/matches/" + matchId, "/api/matches/" + matchId, "/api/matches/" + matchId + "/replay");
    }
}
