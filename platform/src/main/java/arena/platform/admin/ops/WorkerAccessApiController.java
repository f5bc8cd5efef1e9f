package arena.platform.admin.ops;

import arena.platform.account.ArenaUser;
import arena.platform.worker.JoinTokens;
import arena.platform.worker.WorkerCredentials;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.time.Duration;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** The workers page in the REST API (admins only, as all of /api/admin): credentials and join tokens. */
@RestController
@Tag(name = "Admin")
class WorkerAccessApiController {

    private final WorkerAccess access;
    private final WorkerCredentials credentials;
    private final JoinTokens joinTokens;

    WorkerAccessApiController(WorkerAccess access, WorkerCredentials credentials, JoinTokens joinTokens) {
        this.access = access;
        this.credentials = credentials;
        this.joinTokens = joinTokens;
    }

    record NewCredential(String name, String reason) {
    }

    /** @param hours how long it lets workers join: 1 to 720 (30 days); 24 when unset */
    record NewJoinToken(String name, Integer uses, Integer hours, String reason) {
    }

    record Reason(String reason) {
    }

    record Revoked(long id, int requeued) {
    }

    @Operation(summary = "Every worker's credential (admins)", description = "Its name, who made it (an admin, or the join"
            + " token a worker exchanged), last contact, revocation, the jobs it reported and holds.")
    @GetMapping("/api/admin/workers/credentials")
    List<WorkerCredentials.CredentialView> listCredentials() {
        return credentials.list();
    }

    @Operation(summary = "Makes a worker's credential (admins)", description = "The worker sends it as"
            + " ARENA_WORKER_CREDENTIAL; it is shown in this answer only. 400 INVALID_INPUT, REASON_REQUIRED.")
    @PostMapping("/api/admin/workers/credentials")
    @ResponseStatus(HttpStatus.CREATED)
    WorkerCredentials.Issued createCredential(@RequestBody NewCredential body, @AuthenticationPrincipal ArenaUser me) {
        return access.createCredential(me, body.name(), body.reason());
    }

    @Operation(summary = "Revokes a worker's credential (admins)", description = "Its requests are refused (401"
            + " CREDENTIAL_REVOKED) from now on and the jobs it holds are queued again. 404, 409 ALREADY_REVOKED.")
    @PostMapping("/api/admin/workers/credentials/{id}/revoke")
    Revoked revokeCredential(@PathVariable long id, @RequestBody(required = false) Reason body,
            @AuthenticationPrincipal ArenaUser me) {
        return new Revoked(id, access.revokeCredential(me, id, body == null ? null : body.reason()));
    }

    @Operation(summary = "Every join token (admins)")
    @GetMapping("/api/admin/workers/join-tokens")
    List<JoinTokens.TokenView> listJoinTokens() {
        return joinTokens.list();
    }

    @Operation(summary = "Makes a join token (admins)", description = "A new worker started with it (ARENA_WORKER_TOKEN)"
            + " exchanges it for a credential of its own; it lets in `uses` workers (1 by default) within `hours` (24"
            + " by default); shown in this answer only. 400 INVALID_INPUT, REASON_REQUIRED.")
    @PostMapping("/api/admin/workers/join-tokens")
    @ResponseStatus(HttpStatus.CREATED)
    JoinTokens.Issued createJoinToken(@RequestBody NewJoinToken body, @AuthenticationPrincipal ArenaUser me) {
        return access.createJoinToken(me, body.name(), body.uses() == null ? 1 : body.uses(),
                Duration.ofHours(body.hours() == null ? 24 : Math.max(0, body.hours())), body.reason());
    }

    @Operation(summary = "Revokes a join token (admins)", description = "No worker joins with it any more; the credentials"
            + " made with it stay until revoked themselves. 404, 409 ALREADY_REVOKED.")
    @PostMapping("/api/admin/workers/join-tokens/{id}/revoke")
    Revoked revokeJoinToken(@PathVariable long id, @RequestBody(required = false) Reason body,
            @AuthenticationPrincipal ArenaUser me) {
        access.revokeJoinToken(me, id, body == null ? null : body.reason());
        return new Revoked(id, 0);
    }
}
