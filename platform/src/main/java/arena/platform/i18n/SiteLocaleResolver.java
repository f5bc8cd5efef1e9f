package arena.platform.i18n;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TimeZone;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.context.i18n.LocaleContext;
import org.springframework.context.i18n.TimeZoneAwareLocaleContext;
import org.springframework.http.ResponseCookie;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.servlet.i18n.AbstractLocaleContextResolver;

/**
 * Which language and time zone a page is written in. The language: the one chosen in this request
 * ({@code ?lang=ru}), else the account's, else the cookie's (a visitor's earlier choice), else the first of the
 * browser's {@code Accept-Language} the site speaks, else the contest's own language on a contest's pages, else
 * English. The time zone: the account's, else the browser's (a cookie its script writes), else UTC.
 * A choice is kept in the cookie, and in the account of a signed-in reader.
 */
public class SiteLocaleResolver extends AbstractLocaleContextResolver {

    public static final String LANGUAGE_COOKIE = "arena-lang";
    public static final String TIME_ZONE_COOKIE = "arena-tz";
    private static final String CHOSEN = SiteLocaleResolver.class.getName() + ".CHOSEN";
    private static final String RESOLVED = SiteLocaleResolver.class.getName() + ".RESOLVED";
    private static final Pattern CONTEST_PATH = Pattern.compile("^/contests/([^/?#]+)");
    private static final Duration KEPT = Duration.ofDays(365);

    private final Function<String, Optional<String>> contestLanguage;
    private final LanguageChoices choices;

    /**
     * @param contestLanguage a contest's language by its slug
     * @param choices where a signed-in reader's choice is saved
     */
    public SiteLocaleResolver(Function<String, Optional<String>> contestLanguage, LanguageChoices choices) {
        this.contestLanguage = contestLanguage;
        this.choices = choices;
    }

    /** Saves a signed-in reader's language in their account. */
    @FunctionalInterface
    public interface LanguageChoices {
        void save(long userId, SiteLanguage language);
    }

    @Override
    public Locale resolveLocale(HttpServletRequest request) {
        return resolve(request).locale();
    }

    /** Read when asked, so a choice made later in the request ({@code ?lang=}) applies to the rest of it. */
    @Override
    public LocaleContext resolveLocaleContext(HttpServletRequest request) {
        return new TimeZoneAwareLocaleContext() {
            @Override
            public Locale getLocale() {
                return resolve(request).locale();
            }

            @Override
            public TimeZone getTimeZone() {
                return resolve(request).timeZone();
            }
        };
    }

    private PageLocale resolve(HttpServletRequest request) {
        if (request.getAttribute(RESOLVED) instanceof PageLocale resolved) {
            return resolved;
        }
        ReaderPreferences account = request.getAttribute(ReaderPreferences.ATTRIBUTE) instanceof ReaderPreferences p ? p : null;
        SiteLanguage language = Optional.ofNullable((SiteLanguage) request.getAttribute(CHOSEN))
                .or(() -> SiteLanguage.of(account == null ? null : account.language()))
                .or(() -> SiteLanguage.of(cookie(request, LANGUAGE_COOKIE)))
                .or(() -> browserLanguage(request))
                .or(() -> contestLanguage(request))
                .orElse(SiteLanguage.DEFAULT);
        PageLocale resolved = new PageLocale(language.locale(account != null && account.nativeDigits()),
                zone(account == null ? null : account.timeZone()).or(() -> zone(decoded(cookie(request, TIME_ZONE_COOKIE))))
                        .map(TimeZone::getTimeZone).orElse(TimeZone.getTimeZone("UTC")));
        request.setAttribute(RESOLVED, resolved);
        return resolved;
    }

    @Override
    public void setLocaleContext(HttpServletRequest request, HttpServletResponse response, LocaleContext context) {
        Optional<SiteLanguage> chosen = SiteLanguage.of(context == null ? null : context.getLocale());
        if (chosen.isEmpty()) {
            return; // a language the site does not speak: the page stays as it was
        }
        SiteLanguage language = chosen.get();
        if (response != null) {
            response.addHeader("Set-Cookie", ResponseCookie.from(LANGUAGE_COOKIE, language.tag()).path("/")
                    .maxAge(KEPT).sameSite("Lax").httpOnly(true).secure(request.isSecure()).build().toString());
        }
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        if (authentication != null && authentication.getPrincipal() instanceof SignedInReader reader) {
            choices.save(reader.id(), language);
        }
        request.setAttribute(CHOSEN, language);
        request.removeAttribute(RESOLVED);
    }

    private static Optional<SiteLanguage> browserLanguage(HttpServletRequest request) {
        String header = request.getHeader("Accept-Language");
        if (header == null || header.isBlank()) {
            return Optional.empty();
        }
        try {
            // in the reader's order of preference; a range with q=0 is left out by the parser
            List<Locale.LanguageRange> ranges = Locale.LanguageRange.parse(header);
            return ranges.stream().map(range -> SiteLanguage.of(range.getRange())).flatMap(Optional::stream).findFirst();
        } catch (IllegalArgumentException malformed) {
            return Optional.empty();
        }
    }

    private Optional<SiteLanguage> contestLanguage(HttpServletRequest request) {
        Matcher contest = CONTEST_PATH.matcher(request.getRequestURI().substring(request.getContextPath().length()));
        return contest.find() ? contestLanguage.apply(contest.group(1)).flatMap(SiteLanguage::of) : Optional.empty();
    }

    private static Optional<ZoneId> zone(String id) {
        if (id == null || id.isBlank() || id.length() > 64) {
            return Optional.empty();
        }
        try {
            return Optional.of(ZoneId.of(id.strip()));
        } catch (DateTimeException unknown) {
            return Optional.empty();
        }
    }

    /** The browser's script writes the zone URL-encoded ({@code Europe%2FMoscow}). */
    private static String decoded(String value) {
        try {
            return value == null ? null : URLDecoder.decode(value, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException malformed) {
            return null;
        }
    }

    private static String cookie(HttpServletRequest request, String name) {
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie cookie : cookies) {
                if (name.equals(cookie.getName())) {
                    return cookie.getValue();
                }
            }
        }
        return null;
    }

    private record PageLocale(Locale locale, TimeZone timeZone) {
    }
}
