package arena.platform.organize;

import arena.platform.contest.Contest;
import arena.platform.error.FieldException;
import arena.platform.i18n.SiteLanguage;
import arena.platform.ladder.ContestLadderService;
import arena.platform.ladder.LadderSetup;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The contest form of the organizer's pages (create and edit) as typed: every value as text, so a refused form comes
 * back exactly as it was sent, and a value that is not a number is refused on its own field. Empty is "the site's
 * default". The ladder's pace, formats and options are on the edit page of a game with a rated ladder. The
 * organizer's texts come as {@code text[en]}, {@code text[ru]}, {@code text[fa]}.
 */
record ContestPage(String game, String slug, String name, String description, String opensAt, String closesAt,
        List<String> language, String submissionLimit, String submissionWindowSeconds, String customGameLimit,
        String customGameWindowSeconds, String startupMillis, String moveMillis, String gamesPerPlayerHour,
        List<String> format, String options, String siteLanguage, Map<String, String> text) {

    ContestPage {
        language = language == null ? List.of() : List.copyOf(language);
        format = format == null ? List.of() : List.copyOf(format);
        // kept modifiable: after constructing the page the binder sets text[..] once more, through this map
        text = text == null ? new LinkedHashMap<>() : new LinkedHashMap<>(text);
    }

    static ContestPage empty() {
        return new ContestPage("", "", "", "", "", "", List.of(), "", "", "", "", "", "", "", List.of(), "",
                SiteLanguage.DEFAULT.tag(), Map.of());
    }

    /** The contest's settings as they are now, for its edit page. */
    static ContestPage of(ContestSettingsView now, Optional<LadderSetup> ladder) {
        return new ContestPage(now.game(), now.slug(), now.name(), now.description(),
                local(now.ladderOpensAt()), local(now.ladderClosesAt()), now.languages(), text(now.submissionLimit()),
                text(now.submissionWindowSeconds()), text(now.customGameLimit()), text(now.customGameWindowSeconds()),
                text(now.startupMillis()), text(now.moveMillis()),
                ladder.filter(LadderSetup::ownRate).map(setup -> text(setup.gamesPerPlayerHour())).orElse(""),
                ladder.map(setup -> setup.formats().size() == setup.choices().size() ? List.<String>of()
                        : setup.formats().stream().map(format -> format.id()).toList()).orElse(List.of()),
                ladder.map(setup -> ContestLadderService.formatOptions(setup.options())).orElse(""),
                now.siteLanguage(), now.texts());
    }

    /** This page as sent for a contest: with the game and the address it keeps, and its language where none was sent. */
    ContestPage sentFor(Contest contest) {
        return new ContestPage(contest.getGame(), contest.getSlug(), name, description, opensAt, closesAt, language,
                submissionLimit, submissionWindowSeconds, customGameLimit, customGameWindowSeconds, startupMillis,
                moveMillis, gamesPerPlayerHour, format, options,
                siteLanguage == null || siteLanguage.isBlank() ? contest.getLanguage() : siteLanguage, text);
    }

    /** The settings the form asks for, with the ladder's when {@code ladder}; numbers are checked here. */
    ContestForm form(boolean ladder) {
        return new ContestForm(game, slug, name, description, utc(opensAt, "opensAt"), utc(closesAt, "closesAt"),
                language, whole(submissionLimit, "submissionLimit"),
                whole(submissionWindowSeconds, "submissionWindowSeconds"), whole(customGameLimit, "customGameLimit"),
                whole(customGameWindowSeconds, "customGameWindowSeconds"),
                ladder ? number(gamesPerPlayerHour, "gamesPerPlayerHour", Double::valueOf, "error.INVALID_NUMBER") : null,
                ladder ? format : null, ladder ? optionMap() : null, whole(startupMillis, "startupMillis"),
                whole(moveMillis, "moveMillis"), siteLanguage == null || siteLanguage.isBlank() ? null : siteLanguage,
                texts());
    }

    /** Every language's text as the page sent it (an empty box removes that text), or null when it sent none. */
    private Map<String, String> texts() {
        if (text.isEmpty()) {
            return null;
        }
        Map<String, String> texts = new LinkedHashMap<>(text);
        SiteLanguage.all().forEach(language -> texts.putIfAbsent(language.tag(), ""));
        return texts;
    }

    private Map<String, String> optionMap() {
        try {
            return ContestLadderService.parseOptions(options);
        } catch (RuntimeException e) {
            throw e instanceof FieldException ? e : new FieldException("INVALID_OPTIONS", "options", "error.INVALID_OPTIONS.game", e.getMessage());
        }
    }

    private static Integer whole(String text, String field) {
        return number(text, field, Integer::valueOf, "error.INVALID_NUMBER.whole");
    }

    private static <T> T number(String text, String field, Function<String, T> parse, String key) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return parse.apply(text.trim());
        } catch (NumberFormatException e) {
            throw new FieldException("INVALID_NUMBER", field, key, text.trim());
        }
    }

    /** A datetime-local field, read as UTC (the page says so); empty is no time. */
    private static Instant utc(String text, String field) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return LocalDateTime.parse(text.trim()).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            throw new FieldException("INVALID_SCHEDULE", field, "error.INVALID_SCHEDULE.time", text);
        }
    }

    private static String local(Instant time) {
        return time == null ? "" : LocalDateTime.ofInstant(time.truncatedTo(ChronoUnit.MINUTES), ZoneOffset.UTC).toString();
    }

    private static String text(Object value) {
        if (value instanceof Double number && number == Math.rint(number)) {
            return String.valueOf(number.longValue());
        }
        return value == null ? "" : String.valueOf(value);
    }
}
