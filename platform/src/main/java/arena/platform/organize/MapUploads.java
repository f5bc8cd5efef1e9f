package arena.platform.organize;

import arena.game.api.GameEngine;
import arena.game.api.GameMap;
import arena.game.api.MapFiles;
import arena.platform.account.ArenaUser;
import arena.platform.audit.AdminAudit;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.ContestMaps;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.i18n.OutcomeWords;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Organizers add their own maps to a contest (racetrack's secret contest tracks): each is read by its game, which
 * refuses a broken one with its own sentence. A map is seen by the contest's organizers only until a published stage
 * plays it; to anybody else it does not exist before that.
 */
@Service
public class MapUploads {

    private static final Logger log = LoggerFactory.getLogger(MapUploads.class);
    /** The most maps one contest holds: a contest plays a handful, this only bounds the table. */
    static final int MAX_MAPS = 100;
    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,31}");

    private final ContestMaps maps;
    private final GameCatalog catalog;
    private final AdminAudit audit;
    private final OutcomeWords words;

    /** One line of a map file's legend for the upload form: the characters and their meaning in the reader's language. */
    public record LegendLine(String symbols, String meaning) {
    }

    MapUploads(ContestMaps maps, GameCatalog catalog, AdminAudit audit, OutcomeWords words) {
        this.audit = audit;
        this.words = words;
        this.maps = maps;
        this.catalog = catalog;
    }

    @Transactional
    public MapView upload(Contest contest, MapForm form, ArenaUser by) {
        ContestAccess.require(contest, by);
        GameEngine engine = catalog.engine(contest.getGame());
        MapFiles files = engine.mapFiles().orElseThrow(() -> invalid("NO_MAP_FILES", "error.NO_MAP_FILES",
                engine.info().name()));
        String id = form.id() == null ? "" : form.id().trim();
        if (!ID.matcher(id).matches()) {
            throw invalid("INVALID_MAP_ID", "error.INVALID_MAP_ID");
        }
        String name = form.name() == null ? "" : form.name().strip();
        if (name.isEmpty() || name.length() > 64 || name.chars().anyMatch(Character::isISOControl)) {
            throw invalid("INVALID_NAME", "error.INVALID_NAME.map");
        }
        String text = form.text() == null ? "" : form.text();
        if (text.isBlank()) {
            throw invalid("INVALID_MAP", "error.INVALID_MAP.empty");
        }
        int bytes = text.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MapFiles.MAX_BYTES) {
            throw new ArenaException(HttpStatus.CONTENT_TOO_LARGE, "TOO_LARGE", "error.TOO_LARGE.map", bytes,
                    MapFiles.MAX_BYTES);
        }
        // the game's own ids compare ignoring case: "t1" beside racetrack's "T1" would only confuse
        if (engine.info().maps().stream().anyMatch(map -> map.id().equalsIgnoreCase(id))
                || maps.find(contest.getId(), id).isPresent()) {
            throw new ArenaException(HttpStatus.CONFLICT, "MAP_ID_TAKEN", "error.MAP_ID_TAKEN", contest.getName(), id);
        }
        if (maps.all(contest.getId()).size() >= MAX_MAPS) {
            throw new ArenaException(HttpStatus.CONFLICT, "TOO_MANY_MAPS", "error.TOO_MANY_MAPS", MAX_MAPS);
        }
        GameMap read;
        try {
            read = files.read(id, name, text);
        } catch (IllegalArgumentException e) {
            throw invalid("INVALID_MAP", "error.INVALID_MAP", e.getMessage());
        } catch (RuntimeException e) {
            // a game's parser that fails otherwise still refuses the file rather than the request
            log.warn("contest={} map {}: {} could not read it", contest.getSlug(), id, engine.info().id(), e);
            throw invalid("INVALID_MAP", "error.INVALID_MAP.crash", engine.info().name(), String.valueOf(e));
        }
        ContestMaps.ContestMap stored = new ContestMaps.ContestMap(contest.getId(), id, name, read.seats(), text,
                read.data());
        maps.insert(stored, by.id());
        audit.recordSettings(by, "UPLOAD_MAP", "contest", contest.getSlug(), "map " + id + " (" + name + ", "
                + read.seats() + " seats, " + bytes + " bytes)");
        log.info("contest={} map {} ({}, {} seats, {} bytes) uploaded by {}", contest.getSlug(), id, name, read.seats(),
                bytes, by.username());
        return MapView.of(stored, false);
    }

    /** What the characters of the contest's game's map files mean, in the game's own words ({@link MapFiles#legend()}). */
    public List<LegendLine> legend(Contest contest, Locale locale) {
        return catalog.engine(contest.getGame()).mapFiles().map(MapFiles::legend).orElse(List.of()).stream()
                .map(symbol -> new LegendLine(symbol.symbols(), words.say(symbol.meaning(), locale)
                        .orElse(symbol.meaning().text())))
                .toList();
    }

    /** The contest's own maps this viewer may see: all of them for its organizers, the revealed ones for others. */
    @Transactional(readOnly = true)
    public List<MapView> visible(Contest contest, ArenaUser viewer) {
        boolean organizer = ContestAccess.runs(contest, viewer);
        return maps.all(contest.getId()).stream()
                .map(map -> MapView.of(map, maps.revealed(contest.getId(), map.mapId())))
                .filter(view -> organizer || view.revealed())
                .toList();
    }

    /**
     * The map's file: to its organizers at any time, to everybody once revealed (its games' replays hold it by then).
     *
     * @throws ArenaException {@code UNKNOWN_MAP} (404) for a map this viewer may not see, as for one that is not there
     */
    @Transactional(readOnly = true)
    public String file(Contest contest, String mapId, ArenaUser viewer) {
        return maps.find(contest.getId(), mapId)
                .filter(map -> ContestAccess.runs(contest, viewer) || maps.revealed(contest.getId(), map.mapId()))
                .map(ContestMaps.ContestMap::text)
                .orElseThrow(() -> new ArenaException(HttpStatus.NOT_FOUND, "UNKNOWN_MAP", "error.UNKNOWN_MAP.contest",
                        contest.getName(), mapId));
    }

    private static ArenaException invalid(String code, String key, Object... arguments) {
        return new ArenaException(HttpStatus.BAD_REQUEST, code, key, arguments);
    }
}
