package arena.platform.custom;

import arena.platform.account.ArenaUser;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import java.net.URI;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
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

    @PostMapping("/api/contests/{slug}/games")
    ResponseEntity<Created> createGame(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me,
            @RequestBody GameRequest request) {
        Match match = customGames.create(contests.get(slug), me, request.format(), request.map(), request.strategy(),
                request.opponents() == null ? List.of() : request.opponents());
        return created(match);
    }

    @PostMapping("/api/contests/{slug}/games/replay")
    ResponseEntity<Created> replayCommands(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me,
            @RequestBody CommandFile file) {
        return created(customGames.replay(contests.get(slug), me, file.commands()));
    }

    private static ResponseEntity<Created> created(Match match) {
        return ResponseEntity.accepted().location(URI.create("/api/matches/" + match.getId()))
                .body(new Created(match.getId(), match.getStatus().name()));
    }
}
