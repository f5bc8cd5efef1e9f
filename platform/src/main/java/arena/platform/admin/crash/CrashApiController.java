package arena.platform.admin.crash;

import arena.platform.paging.Keyset;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The crash list for scripts and the crash page's chart (admins only, as all of /api/admin). Filters are the
 * query parameters of {@link CrashFilter}: contest, reason, language, user, worker, from, to, page. A page's
 * {@code older} and {@code newer} keys name the pages beside it ({@code before=older}, {@code after=newer}), which
 * cost the same however deep they are; a page number reads every row before its page.
 */
@RestController
class CrashApiController {

    private final CrashStore crashes;

    CrashApiController(CrashStore crashes) {
        this.crashes = crashes;
    }

    /** Failed seats and rejected submissions, newest first, 50 a page. */
    @GetMapping("/api/admin/crashes")
    CrashPage listCrashes(@RequestParam Map<String, String> parameters) {
        return crashes.page(CrashFilter.of(parameters), Keyset.of(parameters));
    }

    /** A failed seat's evidence; {@code NOT_FOUND} for a seat that did not fail. */
    @GetMapping("/api/admin/crashes/seats/{id}")
    CrashEvidence showSeat(@PathVariable long id) {
        return crashes.seat(id);
    }

    /** A rejected submission's evidence; {@code NOT_FOUND} for one that was not rejected. */
    @GetMapping("/api/admin/crashes/submissions/{id}")
    CrashEvidence showSubmission(@PathVariable long id) {
        return crashes.submission(id);
    }

    /** Crashes per hour (per day beyond three days) by {@code by=reason} or {@code by=language}. */
    @GetMapping("/api/admin/crashes/chart")
    CrashChart chartCrashes(@RequestParam Map<String, String> parameters) {
        return crashes.chart(CrashFilter.of(parameters), parameters.getOrDefault("by", "reason"));
    }
}
