package arena.platform.organize;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.ContestService;
import arena.platform.contest.ContestTexts;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "contests", description = "Contests with their game's formats, maps, built-in bots and languages")
class ContestOrganizingApiController {

    private final ContestService contests;
    private final ContestOrganizing organizing;

    ContestOrganizingApiController(ContestService contests, ContestOrganizing organizing) {
        this.contests = contests;
        this.organizing = organizing;
    }

    @PostMapping("/api/contests")
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(summary = "Creates a contest (organizers and admins); its creator owns it",
            description = "Null settings keep the site's defaults. siteLanguage (en, ru, fa; English when null) is the "
                    + "language the contest's pages open in for a visitor whose browser asks for none of the site's; "
                    + "texts maps a language (en, ru, fa) to the organizer's own text, plain text or Markdown of at most "
                    + ContestTexts.MAX_LENGTH + " characters, shown on the rules page (/contests/{slug}/rules) with any HTML escaped. Codes: "
                    + "UNKNOWN_GAME, INVALID_SLUG, INVALID_NAME, INVALID_SCHEDULE, UNKNOWN_LANGUAGE (a programming "
                    + "language), BAD_LANGUAGE (siteLanguage or a key of texts is not en, ru or fa), INVALID_TEXT (a text "
                    + "over " + ContestTexts.MAX_LENGTH + " characters), INVALID_RATE (400), SLUG_TAKEN, TOO_MANY_CONTESTS (409: an organizer owns at"
                    + " most arena.organizers.contests), FORBIDDEN (403).")
    ContestSettingsView createContest(@RequestBody ContestForm form, @AuthenticationPrincipal ArenaUser me) {
        return organizing.settings(organizing.create(form, me));
    }

    @PutMapping("/api/contests/{slug}")
    @Operation(summary = "Changes a contest's settings (its owner and admins)",
            description = "The game and the address stay. A null siteLanguage keeps the contest's; texts changes the "
                    + "languages it names only (an empty text removes that language's), and null keeps them all. Codes as"
                    + " for creating, FIXED_FIELD (400).")
    ContestSettingsView updateContest(@PathVariable String slug, @RequestBody ContestForm form,
            @AuthenticationPrincipal ArenaUser me) {
        return organizing.settings(organizing.update(contests.get(slug), form, me));
    }

    @GetMapping("/api/contests/{slug}/settings")
    @Operation(summary = "A contest's settings with its language and the organizer's texts (its organizers and admins)")
    ContestSettingsView showSettings(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me) {
        Contest contest = contests.get(slug);
        ContestAccess.require(contest, me);
        return organizing.settings(contest);
    }
}
