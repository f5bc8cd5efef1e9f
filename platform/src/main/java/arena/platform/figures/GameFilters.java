package arena.platform.figures;

import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.platform.contest.Contest;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;

/**
 * A game list's filter from a page's or a call's parameters, checked against the contest's game: a seat the game
 * has and a format it plays. A map or opponent is not checked: one the player never met lists no games.
 */
@Component
public class GameFilters {

    private final GameCatalog catalog;

    GameFilters(GameCatalog catalog) {
        this.catalog = catalog;
    }

    /**
     * @param seat the seat's number from 1
     * @throws ArenaException 400 {@code UNKNOWN_FORMAT}, or {@code INVALID_INPUT} for a seat the format (or the
     *                        game) does not have
     */
    public GameFilter of(Contest contest, String opponent, String map, Integer seat, String format) {
        EngineInfo info = catalog.info(contest.getGame());
        String formatId = blankToNull(format);
        Format chosen = formatId == null ? null : info.format(formatId).orElseThrow(() -> new ArenaException(
                HttpStatus.BAD_REQUEST, "UNKNOWN_FORMAT", "error.UNKNOWN_FORMAT", info.name(), formatId));
        int seats = chosen != null ? chosen.seats() : info.formats().stream().mapToInt(Format::seats).max().orElse(1);
        if (seat != null && (seat < 1 || seat > seats)) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_INPUT", "error.INVALID_INPUT.seat", seats,
                    String.valueOf(seat));
        }
        return new GameFilter(blankToNull(opponent), blankToNull(map), seat, formatId);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
