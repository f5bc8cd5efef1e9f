package arena.platform.organize;

import arena.platform.account.ArenaUser;
import arena.platform.contest.ContestService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "contests", description = "Contests with their game's formats, maps, built-in bots and languages")
class MapUploadsApiController {

    private final ContestService contests;
    private final MapUploads uploads;

    MapUploadsApiController(ContestService contests, MapUploads uploads) {
        this.contests = contests;
        this.uploads = uploads;
    }

    @PostMapping("/api/contests/{slug}/contest-maps")
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(summary = "Adds a map of the contest's own (its organizers and admins), secret until a published stage "
            + "plays it", description = "The game reads the file and refuses a broken one with its own sentence. Codes: "
            + "NO_MAP_FILES, INVALID_MAP_ID, INVALID_NAME, INVALID_MAP (400), FORBIDDEN (403), MAP_ID_TAKEN, "
            + "TOO_MANY_MAPS (409), TOO_LARGE (413).")
    MapView uploadMap(@PathVariable String slug, @RequestBody MapForm form, @AuthenticationPrincipal ArenaUser me) {
        return uploads.upload(contests.get(slug), form, me);
    }

    @GetMapping("/api/contests/{slug}/contest-maps")
    @Operation(summary = "The contest's own maps: all for its organizers, the ones a published stage played for others")
    List<MapView> listMaps(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me) {
        return uploads.visible(contests.get(slug), me);
    }

    @GetMapping(value = "/api/contests/{slug}/contest-maps/{map}", produces = MediaType.TEXT_PLAIN_VALUE)
    @Operation(summary = "A contest map's file", description = "Codes: UNKNOWN_MAP (404), also for a map still secret.")
    String showMap(@PathVariable String slug, @PathVariable String map, @AuthenticationPrincipal ArenaUser me) {
        return uploads.file(contests.get(slug), map, me);
    }
}
