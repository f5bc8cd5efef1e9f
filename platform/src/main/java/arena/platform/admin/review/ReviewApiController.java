package arena.platform.admin.review;

import arena.platform.account.ArenaUser;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * The ratings review and the job and worker actions in the REST API (admins only). Every action takes
 * {@code {"reason": "..."}}: 400 {@code REASON_REQUIRED} without one; each is recorded in the audit log.
 */
@RestController
@Tag(name = "Admin", description = "Ratings review, audited admin actions on games, strategies, users, jobs and workers")
class ReviewApiController {

    private final RatingReview review;
    private final AdminActions actions;

    ReviewApiController(RatingReview review, AdminActions actions) {
        this.review = review;
        this.actions = actions;
    }

    /** Why an admin acts. */
    record Reason(String reason) {
    }

    record Done(String action, String object, String result) {
    }

    private static String reason(Reason body) {
        return body == null ? null : body.reason();
    }

    @Operation(summary = "A user's rating history per contest, voided games and strategies (admins)")
    @GetMapping("/api/admin/users/{username}/review")
    RatingReview.UserReview showReview(@PathVariable String username) {
        return review.of(username);
    }

    @Operation(summary = "Voids a finished rated game (admins)", description = "Its rating changes are removed and every"
            + " later change is recomputed without it. 409 NOT_RATED, ROUND_GAME, NOT_FINISHED or ALREADY_VOID.")
    @PostMapping("/api/admin/matches/{id}/void")
    Done voidGame(@PathVariable long id, @RequestBody(required = false) Reason body, @AuthenticationPrincipal ArenaUser me) {
        int recomputed = actions.voidGame(me, id, reason(body));
        return new Done("VOID_GAME", "match " + id, recomputed + " rating(s) recomputed");
    }

    @Operation(summary = "Re-runs a rated game (admins)", description = "The same seats, format, map, options and seed"
            + " are queued as a new rated game; the old one is voided with the reason re-run.")
    @PostMapping("/api/admin/matches/{id}/rerun")
    GameReruns.Rerun rerunGame(@PathVariable long id, @RequestBody(required = false) Reason body,
            @AuthenticationPrincipal ArenaUser me) {
        return actions.rerun(me, id, reason(body));
    }

    @Operation(summary = "Disables a strategy: no new ladder, stage or custom game picks it (admins)")
    @PostMapping("/api/admin/submissions/{id}/disable")
    Done disableStrategy(@PathVariable long id, @RequestBody(required = false) Reason body,
            @AuthenticationPrincipal ArenaUser me) {
        boolean changed = actions.disableStrategy(me, id, true, reason(body));
        return new Done("DISABLE_STRATEGY", "submission " + id, changed ? "disabled" : "disabled already");
    }

    @Operation(summary = "Enables a disabled strategy again (admins)")
    @PostMapping("/api/admin/submissions/{id}/enable")
    Done enableStrategy(@PathVariable long id, @RequestBody(required = false) Reason body,
            @AuthenticationPrincipal ArenaUser me) {
        boolean changed = actions.disableStrategy(me, id, false, reason(body));
        return new Done("ENABLE_STRATEGY", "submission " + id, changed ? "enabled" : "enabled already");
    }

    @Operation(summary = "Bans a user (admins)", description = "From their next request on; their queued games are"
            + " cancelled when a worker would take them. 409 LAST_ADMIN for the last enabled admin.")
    @PostMapping("/api/admin/users/{id}/ban")
    Done banUser(@PathVariable long id, @RequestBody(required = false) Reason body, @AuthenticationPrincipal ArenaUser me) {
        actions.ban(me, id, reason(body));
        return new Done("BAN_USER", "user " + id, "disabled");
    }

    @Operation(summary = "Requeues a leased job (admins)", description = "Its lease ends now: a late result from the old"
            + " worker is refused (409 STALE_LEASE). 409 NOT_LEASED for a job no worker holds.")
    @PostMapping("/api/admin/jobs/{id}/requeue")
    Done requeueJob(@PathVariable long id, @RequestBody(required = false) Reason body, @AuthenticationPrincipal ArenaUser me) {
        actions.requeueJob(me, id, reason(body));
        return new Done("REQUEUE_JOB", "job " + id, "queued");
    }

    @Operation(summary = "Drains a worker: it finishes what it runs and is leased nothing new (admins)")
    @PostMapping("/api/admin/workers/{id}/drain")
    Done drainWorker(@PathVariable String id, @RequestBody(required = false) Reason body,
            @AuthenticationPrincipal ArenaUser me) {
        boolean changed = actions.drainWorker(me, id, true, reason(body));
        return new Done("DRAIN_WORKER", "worker " + id, changed ? "drained" : "drained already");
    }

    @Operation(summary = "Undrains a worker: it is leased jobs again (admins)")
    @PostMapping("/api/admin/workers/{id}/undrain")
    Done undrainWorker(@PathVariable String id, @RequestBody(required = false) Reason body,
            @AuthenticationPrincipal ArenaUser me) {
        boolean changed = actions.drainWorker(me, id, false, reason(body));
        return new Done("UNDRAIN_WORKER", "worker " + id, changed ? "undrained" : "not drained already");
    }

    /** Who is named, and why. */
    record Naming(String username, String reason) {
    }

    @Operation(summary = "Names an organizer to run a contest (admins)", description = "Besides the organizer who created"
            + " it: the only way an organizer runs a game's default contest. 400 NOT_AN_ORGANIZER for a user whose role is"
            + " not ORGANIZER, 404 for an unknown user or contest.")
    @PostMapping("/api/admin/contests/{slug}/organizers")
    Done nameOrganizer(@PathVariable String slug, @RequestBody Naming body, @AuthenticationPrincipal ArenaUser me) {
        boolean changed = actions.nameOrganizer(me, slug, body.username(), true, body.reason());
        return new Done("NAME_ORGANIZER", "contest " + slug, body.username() + (changed ? " runs it" : " was named already"));
    }

    @Operation(summary = "Takes back an organizer's naming for a contest (admins)")
    @PostMapping("/api/admin/contests/{slug}/organizers/remove")
    Done unnameOrganizer(@PathVariable String slug, @RequestBody Naming body, @AuthenticationPrincipal ArenaUser me) {
        boolean changed = actions.nameOrganizer(me, slug, body.username(), false, body.reason());
        return new Done("UNNAME_ORGANIZER", "contest " + slug, body.username() + (changed ? " no longer runs it"
                : " was not named"));
    }
}
