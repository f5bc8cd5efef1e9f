package arena.platform.custom;

import arena.platform.account.ArenaUser;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.net.URI;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "custom games", description = "Unrated games against opponents you choose")
class CustomGameApiController {

    private final CustomGames customGames;
    private final ContestService contests;

    CustomGameApiController(CustomGames customGames, ContestService contests) {
        this.customGames = customGames;
        this.contests = contests;
    }

    /**
     * @param strategy  your accepted submission, or null for your main one
     * @param opponents {@code bot:<id>}, {@code own:<submission id>}, {@code main:<user id>} or
     *                  {@code strategy:<submission id>} (a strategy created before your last accepted one), one per other seat
     */
    record GameRequest(String format, String map, Long strategy, List<String> opponents) {
    }

    record CommandFile(String commands) {
    }

    record Created(long matchId, String status) {
    }

    @GetMapping("/api/contests/{slug}/opponents")
    @Operation(summary = "Who may sit in your custom games", description = "Built-in bots, your accepted strategies and "
            + "other contestants' main strategies; value is what POST .../games takes in opponents.")
    List<Opponent> listOpponents(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me) {
        return customGames.opponents(contests.get(slug), me);
    }

    @PostMapping("/api/contests/{slug}/games")
    @Operation(summary = "Start a custom game", description = "JSON: format, map (optional), strategy (optional: your "
            + "main one), opponents (bot:<id>, own:<submission id> or main:<user id>, one per other seat). Answers 202 with "
            + "the queued game; follow it at /api/matches/{matchId}. Codes: UNKNOWN_FORMAT, UNKNOWN_MAP, UNKNOWN_BOT, "
            + "BAD_OPPONENT, WRONG_SEAT_COUNT, MAP_TOO_SMALL (400), NO_STRATEGY, NOT_ACCEPTED (409), RATE_LIMITED (429).")
    ResponseEntity<Created> createGame(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me,
            @RequestBody GameRequest request) {
        Match match = customGames.create(contests.get(slug), me, request.format(), request.map(), request.strategy(),
                request.opponents() == null ? List.of() : request.opponents());
        return created(match);
    }

    @PostMapping("/api/contests/{slug}/games/replay")
    @Operation(summary = "Play an edited command file as a new game", description = "Codes: NO_COMMAND_FILES, "
            + "BAD_COMMAND_FILE (400), RATE_LIMITED (429).")
    ResponseEntity<Created> replayCommands(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me,
            @RequestBody CommandFile file) {
        return created(customGames.replay(contests.get(slug), me, file.commands()));
    }

    private static ResponseEntity<Created> created(Match match) {
        return ResponseEntity.accepted().location(URI.create("/api/matches/" + match.getId()))
                .body(new Created(match.getId(), match.getStatus().name()));
    }
}
