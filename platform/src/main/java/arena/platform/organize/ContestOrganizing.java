package arena.platform.organize;

import arena.game.api.TimeBounds;
import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.audit.AdminAudit;
import arena.platform.audit.SettingsDiff;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.ContestRepository;
import arena.platform.contest.ContestTexts;
import arena.platform.contest.GameCatalog;
import arena.platform.contest.OrganizerLimits;
import arena.platform.contest.RateSetting;
import arena.platform.error.ArenaException;
import arena.platform.error.FieldException;
import arena.platform.i18n.SiteLanguage;
import arena.platform.ladder.ContestLadderService;
import arena.platform.ladder.LadderForm;
import arena.sandbox.build.Language;
import arena.sandbox.build.Languages;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Organizers create contests and change their settings; an organizer acts on their own contests only (see
 * {@link ContestAccess}). The ladder's own settings are kept where the ladder reads them
 * ({@link ContestLadderService}).
 */
@Service
public class ContestOrganizing {

    private static final Logger log = LoggerFactory.getLogger(ContestOrganizing.class);
    /** Lower-case words joined by dashes: the contest's address, /contests/{slug}. */
    private static final Pattern SLUG = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private final ContestRepository contests;
    private final GameCatalog catalog;
    /** What identifies a contest rather than sets it: not a change to log. */
    private static final Set<String> NOT_SETTINGS = Set.of("id", "slug", "game", "ownerId");

    private final ContestLadderService ladders;
    private final AdminAudit audit;
    private final OrganizerLimits limits;
    private final UserRepository users;
    private final ContestTexts texts;

    ContestOrganizing(ContestRepository contests, GameCatalog catalog, ContestLadderService ladders, AdminAudit audit,
            OrganizerLimits limits, UserRepository users, ContestTexts texts) {
        this.texts = texts;
        this.audit = audit;
        this.users = users;
        this.limits = limits;
        this.contests = contests;
        this.catalog = catalog;
        this.ladders = ladders;
    }

    @Transactional
    public Contest create(ContestForm form, ArenaUser by) {
        if (by == null || (by.role() != Role.ORGANIZER && by.role() != Role.ADMIN)) {
            throw ArenaException.forbidden("error.FORBIDDEN.createContest");
        }
        String game = form.game() == null ? "" : form.game().trim();
        if (catalog.engines().find(game).isEmpty()) {
            throw invalid("UNKNOWN_GAME", "game", "error.UNKNOWN_GAME", form.game(),
                    String.valueOf(catalog.all().stream().map(engine -> engine.info().id()).toList()));
        }
        String slug = form.slug() == null ? "" : form.slug().trim();
        if (slug.length() < 2 || slug.length() > 64 || !SLUG.matcher(slug).matches()) {
            throw invalid("INVALID_SLUG", "slug", "error.INVALID_SLUG", form.slug());
        }
        if (contests.findBySlug(slug).isPresent()) {
            throw new FieldException(HttpStatus.CONFLICT, "SLUG_TAKEN", "slug", "error.SLUG_TAKEN", slug);
        }
        if (!by.isAdmin() && contests.countByOwnerId(by.id()) >= limits.contests()) {
            throw new ArenaException(HttpStatus.CONFLICT, "TOO_MANY_CONTESTS", "error.TOO_MANY_CONTESTS",
                    limits.contests());
        }
        Contest contest = new Contest(slug, game, by.id());
        Map<String, String> newTexts = texts(form);
        apply(contest, form);
        contests.save(contest);
        newTexts.forEach((language, body) -> texts.put(contest, language, body));
        audit.recordSettings(by, "CREATE_CONTEST", "contest", slug, "game: " + game + "; "
                + SettingsDiff.describe(settings(contest), NOT_SETTINGS));
        ladder(contest, form, by, false);
        log.info("contest={} ({}) created by {}", slug, game, by.username());
        return contest;
    }

    @Transactional
    public Contest update(Contest contest, ContestForm form, ArenaUser by) {
        return update(contest, form, by, false);
    }

    /**
     * @param wholeLadder whether the form holds every ladder setting (the edit page: empty is the default), rather
     *                     than changing them only when some is given (the API)
     */
    @Transactional
    public Contest update(Contest contest, ContestForm form, ArenaUser by, boolean wholeLadder) {
        ContestAccess.require(contest, by);
        if (form.game() != null && !form.game().equals(contest.getGame())
                || form.slug() != null && !form.slug().equals(contest.getSlug())) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "FIXED_FIELD", "error.FIXED_FIELD");
        }
        ContestSettingsView before = settings(contest);
        Map<String, String> newTexts = texts(form);
        apply(contest, form);
        contests.save(contest);
        newTexts.forEach((language, body) -> texts.put(contest, language, body));
        audit.recordSettings(by, "CHANGE_CONTEST", "contest", contest.getSlug(),
                SettingsDiff.of(before, settings(contest), NOT_SETTINGS));
        ladder(contest, form, by, wholeLadder);
        log.info("contest={} settings changed by {}", contest.getSlug(), by.username());
        return contest;
    }

    /**
     * Names an organizer to run a contest besides its owner (the only way an organizer runs a game's default contest),
     * or takes the naming back. Admins only: {@code AdminActions} audits it with the admin's reason.
     *
     * @return whether it changed
     * @throws ArenaException {@code NOT_FOUND} for an unknown user, {@code NOT_AN_ORGANIZER} (400) when naming a user who
     *                        is not an organizer
     */
    @Transactional
    public boolean organizer(Contest contest, String username, boolean named, ArenaUser by) {
        if (by == null || !by.isAdmin()) {
            throw ArenaException.forbidden("error.FORBIDDEN.nameOrganizers");
        }
        User user = users.findByUsername(username == null ? "" : username.trim())
                .orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.username", username));
        if (named && user.getRole() != Role.ORGANIZER) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "NOT_AN_ORGANIZER", "error.NOT_AN_ORGANIZER",
                    user.getUsername(), user.getRole());
        }
        boolean changed = contest.organizer(user.getId(), named);
        contests.save(contest);
        log.info("contest={} organizer {} {} by {}", contest.getSlug(), user.getUsername(), named ? "named" : "removed",
                by.username());
        return changed;
    }

    /** A contest's settings with the organizer's texts, as the API and the edit page show them. */
    @Transactional(readOnly = true)
    ContestSettingsView settings(Contest contest) {
        return ContestSettingsView.of(contest, texts.of(contest));
    }

    /** The usernames of the organizers an admin named for this contest. */
    @Transactional(readOnly = true)
    public List<String> namedOrganizers(Contest contest) {
        return users.findAllById(contest.getOrganizerIds()).stream().map(User::getUsername).sorted().toList();
    }

    private void apply(Contest contest, ContestForm form) {
        if (form.siteLanguage() != null) {
            contest.setLanguage(siteLanguage(form.siteLanguage(), "siteLanguage").tag());
        }
        String name = form.name() == null ? "" : form.name().trim();
        if (name.isEmpty() || name.length() > 128) {
            throw invalid("INVALID_NAME", "name", "error.INVALID_NAME.contest");
        }
        String description = form.description() == null ? "" : form.description().trim();
        if (description.length() > ContestTexts.MAX_LENGTH) {
            throw invalid("INVALID_DESCRIPTION", "description", "error.INVALID_DESCRIPTION");
        }
        if (form.ladderOpensAt() != null && form.ladderClosesAt() != null
                && !form.ladderOpensAt().isBefore(form.ladderClosesAt())) {
            throw invalid("INVALID_SCHEDULE", "closesAt", "error.INVALID_SCHEDULE");
        }
        List<String> known = Languages.all().stream().map(Language::id).toList();
        List<String> languages = form.languages() == null ? List.of()
                : form.languages().stream().filter(id -> id != null && !id.isBlank()).map(String::trim).distinct().toList();
        for (String id : languages) {
            if (!known.contains(id)) {
                throw invalid("UNKNOWN_LANGUAGE", "language", "error.UNKNOWN_LANGUAGE.contest", id, String.valueOf(known));
            }
        }
        contest.settings(name, description, form.ladderOpensAt(), form.ladderClosesAt(), languages,
                rate(form.submissionLimit(), form.submissionWindowSeconds(), "submission"),
                rate(form.customGameLimit(), form.customGameWindowSeconds(), "customGame"));
        contest.timeLimits(time(contest, form.startupMillis(), TimeBounds::checkStartup, "startupMillis"),
                time(contest, form.moveMillis(), TimeBounds::checkMove, "moveMillis"));
    }

    /** One of the site's languages by its exact tag (en, ru, fa). */
    private static SiteLanguage siteLanguage(String tag, String field) {
        String given = tag == null ? "" : tag.trim();
        return SiteLanguage.all().stream().filter(language -> language.tag().equals(given)).findFirst()
                .orElseThrow(() -> invalid("BAD_LANGUAGE", field, "error.BAD_LANGUAGE", String.valueOf(tag)));
    }

    /** The texts the form sets, checked: the site's languages only, each at most as long as a description. */
    private static Map<String, String> texts(ContestForm form) {
        Map<String, String> checked = new LinkedHashMap<>();
        if (form.texts() == null) {
            return checked;
        }
        form.texts().forEach((tag, body) -> {
            SiteLanguage language = siteLanguage(tag, "texts");
            String text = body == null ? "" : body.strip();
            if (text.length() > ContestTexts.MAX_LENGTH) {
                throw invalid("INVALID_TEXT", "text-" + language.tag(), "error.INVALID_TEXT", ContestTexts.MAX_LENGTH,
                        text.length());
            }
            checked.put(language.tag(), text);
        });
        return checked;
    }

    /** A contest's own time limit, within its game's time bounds, or null for the site's. */
    private Duration time(Contest contest, Integer millis, BiConsumer<TimeBounds, Duration> check, String field) {
        if (millis == null) {
            return null;
        }
        Duration limit = Duration.ofMillis(millis);
        try {
            check.accept(catalog.engine(contest.getGame()).timeBounds(), limit);
        } catch (IllegalArgumentException e) {
            throw invalid("INVALID_LIMIT", field, "error.INVALID_LIMIT", catalog.info(contest.getGame()).name(), e.getMessage());
        }
        return limit;
    }

    /**
     * A contest's own rate limit, both numbers given, or none (the site's).
     *
     * @param field {@code submission} or {@code customGame}: the form's fields and the refusals' keys
     */
    private static RateSetting rate(Integer limit, Integer windowSeconds, String field) {
        if (limit == null && windowSeconds == null) {
            return null;
        }
        if (limit == null || windowSeconds == null) {
            throw invalid("INVALID_RATE", limit == null ? field + "Limit" : field + "WindowSeconds",
                    "error.INVALID_RATE." + field + ".both");
        }
        if (limit < RateSetting.MIN_LIMIT || limit > RateSetting.MAX_LIMIT) {
            throw invalid("INVALID_RATE", field + "Limit", "error.INVALID_RATE." + field + ".limit",
                    RateSetting.MIN_LIMIT, RateSetting.MAX_LIMIT, limit);
        }
        if (windowSeconds < 1 || windowSeconds > RateSetting.MAX_WINDOW.toSeconds()) {
            throw invalid("INVALID_RATE", field + "WindowSeconds", "error.INVALID_RATE." + field + ".window",
                    RateSetting.MAX_WINDOW.toSeconds(), windowSeconds);
        }
        return new RateSetting(limit, Duration.ofSeconds(windowSeconds));
    }

    /** The ladder settings, when any is given; a solo game's ladder (high scores) schedules nothing to set. */
    private void ladder(Contest contest, ContestForm form, ArenaUser by, boolean whole) {
        boolean given = whole && ladders.rated(contest.getGame()) || form.ladderGamesPerHour() != null
                || form.ladderFormats() != null && !form.ladderFormats().isEmpty()
                || form.ladderOptions() != null && !form.ladderOptions().isEmpty();
        if (given) {
            // the contest's form does not carry the frozen flag nor the comparisons' cap: they stay as they are
            var now = ladders.setup(contest);
            boolean frozen = now.map(setup -> setup.frozen()).orElse(false);
            Integer cap = now.filter(setup -> setup.ownComparisonGames()).map(setup -> setup.comparisonGames()).orElse(null);
            ladders.update(contest, new LadderForm(form.ladderGamesPerHour(), form.ladderFormats(),
                    form.ladderOptions(), frozen, cap), by);
        }
    }

    private static ArenaException invalid(String code, String field, String key, Object... arguments) {
        return new FieldException(code, field, key, arguments);
    }
}
