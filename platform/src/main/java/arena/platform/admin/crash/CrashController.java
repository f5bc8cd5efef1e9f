package arena.platform.admin.crash;

import arena.game.api.ReasonCode;
import arena.platform.contest.ContestService;
import arena.platform.paging.Keyset;
import java.util.Arrays;
import java.util.Map;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.util.UriComponentsBuilder;

/** The crash pages of the admin: the filtered list with its charts, and each crash's evidence. */
@Controller
class CrashController {

    private final CrashStore crashes;
    private final ContestService contests;

    CrashController(CrashStore crashes, ContestService contests) {
        this.crashes = crashes;
        this.contests = contests;
    }

    @GetMapping("/admin/crashes")
    String listCrashes(@RequestParam Map<String, String> parameters, Model model) {
        CrashFilter filter = CrashFilter.of(parameters);
        Keyset keyset = Keyset.of(parameters);
        CrashPage page = crashes.page(filter, keyset);
        model.addAttribute("filter", filter);
        model.addAttribute("keyset", keyset);
        model.addAttribute("crashes", page);
        model.addAttribute("contests", contests.list());
        model.addAttribute("reasons", Arrays.stream(ReasonCode.values()).filter(code -> code != ReasonCode.OK).toList());
        model.addAttribute("chartByReason", "/admin/crashes/chart" + chartQuery(filter, "reason"));
        model.addAttribute("chartByLanguage", "/admin/crashes/chart" + chartQuery(filter, "language"));
        model.addAttribute("previous", page.newer() == null ? null : "/admin/crashes" + query(filter, "after", page.newer()));
        model.addAttribute("next", page.older() == null ? null : "/admin/crashes" + query(filter, "before", page.older()));
        return "admin/crashes";
    }

    /**
     * The charts' data for the page's script, as {@code /api/admin/crashes/chart} gives it to scripts: the API is
     * stateless (tokens), so a page's session reads it here.
     */
    @GetMapping(value = "/admin/crashes/chart", produces = "application/json")
    @ResponseBody
    CrashChart chartCrashes(@RequestParam Map<String, String> parameters) {
        return crashes.chart(CrashFilter.of(parameters), parameters.getOrDefault("by", "reason"));
    }

    @GetMapping("/admin/crashes/seats/{id}")
    String showSeat(@PathVariable long id, Model model) {
        model.addAttribute("evidence", crashes.seat(id));
        return "admin/crash";
    }

    @GetMapping("/admin/crashes/submissions/{id}")
    String showSubmission(@PathVariable long id, Model model) {
        model.addAttribute("evidence", crashes.submission(id));
        return "admin/crash";
    }

    /** The filter's page on the given side of a row's key. */
    private static String query(CrashFilter filter, String side, String key) {
        Map<String, String> parameters = filter.parameters();
        parameters.put(side, key);
        return query(parameters);
    }

    private static String chartQuery(CrashFilter filter, String by) {
        Map<String, String> parameters = filter.parameters();
        parameters.put("by", by);
        return query(parameters);
    }

    /** {@code ?contest=...&reason=...}, encoded; empty for no filter. */
    private static String query(Map<String, String> parameters) {
        UriComponentsBuilder builder = UriComponentsBuilder.newInstance();
        parameters.forEach(builder::queryParam);
        return builder.encode().build().toUriString();
    }
}
