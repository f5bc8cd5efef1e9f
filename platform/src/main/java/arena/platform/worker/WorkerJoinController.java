package arena.platform.worker;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * Where a new worker gets its own credential: it brings a join token ({@code Authorization: Bearer <join token>}) and
 * leaves with a credential that no other worker holds. Open to the network, since the token is the only key.
 */
@RestController
@Tag(name = "Workers", description = "The remote workers' queue; each worker signs in with its own credential")
class WorkerJoinController {

    private final JoinTokens tokens;

    WorkerJoinController(JoinTokens tokens) {
        this.tokens = tokens;
    }

    /** @param credential the worker's own bearer secret, shown this once */
    record Joined(long id, String name, String credential) {
    }

    @Operation(summary = "A worker exchanges a join token for a credential of its own",
            description = "The credential is shown once. Codes: INVALID_JOIN_TOKEN (401: unknown, revoked, expired or used"
                    + " up), INVALID_INPUT (400: the name).")
    @PostMapping("/api/worker/join")
    @ResponseStatus(HttpStatus.CREATED)
    Joined join(@RequestHeader(name = HttpHeaders.AUTHORIZATION, required = false) String authorization,
            @RequestParam String name) {
        String token = authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)
                ? authorization.substring(7).strip() : null;
        WorkerCredentials.Issued issued = tokens.exchange(token, name);
        return new Joined(issued.id(), issued.name(), issued.credential());
    }
}
