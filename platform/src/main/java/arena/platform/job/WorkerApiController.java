package arena.platform.job;

import arena.platform.error.ArenaException;
import arena.platform.worker.WorkerPrincipal;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The queue for remote workers, each signed in with its own credential ({@code Authorization: Bearer arenaw_...}).
 * Workers hold no database credentials: everything they need goes through here, bound to their credential: the
 * jobs a worker leases are its own, a heartbeat, result or failure report comes from the credential that holds the
 * lease, and a worker reads only the artifacts of the games it holds.
 */
@RestController
@RequestMapping("/api/worker")
class WorkerApiController {

    static final String LEASE_HEADER = "X-Arena-Lease";

    private final JobLeases queue;
    private final Artifacts artifacts;

    WorkerApiController(JobLeases queue, Artifacts artifacts) {
        this.queue = queue;
        this.artifacts = artifacts;
    }

    /**
     * @param anyonesCode the worker's sandbox isolates (or unsafe-local was set on purpose); a worker that
     *                    does not say so is leased only jobs whose code is all the admin's
     * @param slots       the jobs the worker runs at once (a worker that does not say runs one)
     * @param sandbox     how its sandbox runs strategies, in its own words (shown to admins)
     * @param runtime     the container runtime of its strategies ({@code runc}, {@code runsc}), where it has containers
     */
    @PostMapping("/lease")
    ResponseEntity<LeasedJob> lease(@RequestParam String worker, @RequestParam(defaultValue = "false") boolean anyonesCode,
            @RequestParam(defaultValue = "1") int slots, @RequestParam(required = false) String sandbox,
            @RequestParam(required = false) String runtime, @AuthenticationPrincipal WorkerPrincipal me) {
        return queue.lease(worker, me.credentialId(), anyonesCode, slots, sandbox, runtime).map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.noContent().build());
    }

    record Heartbeat(boolean held) {
    }

    /** @param turn with {@code turns}: how far the job's game has got, shown on its pages while it runs */
    @PostMapping("/jobs/{id}/heartbeat")
    Heartbeat heartbeat(@PathVariable long id, @RequestHeader(LEASE_HEADER) String token,
            @RequestParam(required = false) Integer turn, @RequestParam(required = false) Integer turns,
            @AuthenticationPrincipal WorkerPrincipal me) {
        return new Heartbeat(queue.heartbeat(id, token, me.credentialId(), turn, turns));
    }

    @PostMapping("/jobs/{id}/compiled")
    ResponseEntity<Void> compiled(@PathVariable long id, @RequestHeader(LEASE_HEADER) String token,
            @RequestBody BuildResult result, @AuthenticationPrincipal WorkerPrincipal me) {
        queue.completeCompile(id, token, me.credentialId(), result);
        return ResponseEntity.noContent().build();
    }

    @PostMapping("/jobs/{id}/played")
    ResponseEntity<Void> played(@PathVariable long id, @RequestHeader(LEASE_HEADER) String token,
            @RequestBody MatchReport report, @AuthenticationPrincipal WorkerPrincipal me) {
        queue.completeMatch(id, token, me.credentialId(), report);
        return ResponseEntity.noContent().build();
    }

    record Failure(String reason) {
    }

    @PostMapping("/jobs/{id}/failed")
    ResponseEntity<Void> failed(@PathVariable long id, @RequestHeader(LEASE_HEADER) String token,
            @RequestBody Failure failure, @AuthenticationPrincipal WorkerPrincipal me) {
        queue.fail(id, token, me.credentialId(), failure.reason());
        return ResponseEntity.noContent().build();
    }

    /**
     * A submission's compiled code, for a worker that holds a game it plays; to any other worker it does not exist.
     *
     * @throws ArenaException {@code NOT_FOUND}
     */
    @GetMapping("/artifacts/{submissionId}")
    byte[] artifact(@PathVariable long submissionId, @AuthenticationPrincipal WorkerPrincipal me) {
        if (!queue.holdsSubmission(me.credentialId(), submissionId)) {
            throw ArenaException.notFound("error.NOT_FOUND.workerSubmission", submissionId);
        }
        return artifacts.artifact(submissionId);
    }
}
