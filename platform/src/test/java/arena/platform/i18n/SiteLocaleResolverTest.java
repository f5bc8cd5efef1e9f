package arena.platform.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import jakarta.servlet.http.Cookie;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TimeZone;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.TimeZoneAwareLocaleContext;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

class SiteLocaleResolverTest {

    private final List<String> saved = new ArrayList<>();
    private final SiteLocaleResolver resolver = new SiteLocaleResolver(
            slug -> Optional.ofNullable(Map.of("aic20", "fa", "cup", "ru").get(slug)),
            (user, language) -> saved.add(user + ":" + language.tag()));

    private static MockHttpServletRequest get(String path) {
        return new MockHttpServletRequest("GET", path);
    }

    @Test
    void withoutAnyChoiceThePageIsEnglish() {
        assertThat(resolver.resolveLocale(get("/"))).isEqualTo(Locale.ENGLISH);
    }

    @Test
    void theBrowsersFirstLanguageTheSiteSpeaksDecides() {
        MockHttpServletRequest request = get("/");
        request.addHeader("Accept-Language", "de-DE,de;q=0.9,ru;q=0.8,en;q=0.5");
        assertThat(resolver.resolveLocale(request).getLanguage()).isEqualTo("ru");
    }

    @Test
    void aContestOpensInItsLanguageForABrowserTheSiteCannotServe() {
        MockHttpServletRequest request = get("/contests/aic20/standings");
        request.addHeader("Accept-Language", "de");
        assertThat(resolver.resolveLocale(request).getLanguage()).isEqualTo("fa");
        MockHttpServletRequest english = get("/contests/aic20");
        english.addHeader("Accept-Language", "en-US,en;q=0.9");
        assertThat(resolver.resolveLocale(english).getLanguage()).isEqualTo("en");
    }

    @Test
    void aCookieComesBeforeTheBrowser() {
        MockHttpServletRequest request = get("/contests/cup");
        request.addHeader("Accept-Language", "en");
        request.setCookies(new Cookie(SiteLocaleResolver.LANGUAGE_COOKIE, "fa"));
        assertThat(resolver.resolveLocale(request).getLanguage()).isEqualTo("fa");
    }

    @Test
    void theAccountComesBeforeTheCookie() {
        MockHttpServletRequest request = get("/");
        request.setCookies(new Cookie(SiteLocaleResolver.LANGUAGE_COOKIE, "fa"));
        request.setAttribute(ReaderPreferences.ATTRIBUTE, new ReaderPreferences("ru", "Europe/Moscow", false));
        TimeZoneAwareLocaleContext context = (TimeZoneAwareLocaleContext) resolver.resolveLocaleContext(request);
        assertThat(context.getLocale().getLanguage()).isEqualTo("ru");
        assertThat(context.getTimeZone()).isEqualTo(TimeZone.getTimeZone("Europe/Moscow"));
    }

    @Test
    void persianHasLatinDigitsUnlessTheReaderChosePersianOnes() {
        MockHttpServletRequest request = get("/");
        request.setAttribute(ReaderPreferences.ATTRIBUTE, new ReaderPreferences("fa", null, true));
        assertThat(resolver.resolveLocale(request).getUnicodeLocaleType("nu")).isEqualTo("arabext");
        MockHttpServletRequest latin = get("/");
        latin.addHeader("Accept-Language", "fa-IR");
        assertThat(resolver.resolveLocale(latin).getUnicodeLocaleType("nu")).isEqualTo("latn");
    }

    @Test
    void theBrowsersTimeZoneComesFromItsCookieElseUtc() {
        MockHttpServletRequest request = get("/");
        request.setCookies(new Cookie(SiteLocaleResolver.TIME_ZONE_COOKIE, "Asia%2FTehran"));
        assertThat(((TimeZoneAwareLocaleContext) resolver.resolveLocaleContext(request)).getTimeZone())
                .isEqualTo(TimeZone.getTimeZone("Asia/Tehran"));
        MockHttpServletRequest bogus = get("/");
        bogus.setCookies(new Cookie(SiteLocaleResolver.TIME_ZONE_COOKIE, "Mars%2FOlympus"));
        assertThat(((TimeZoneAwareLocaleContext) resolver.resolveLocaleContext(bogus)).getTimeZone())
                .isEqualTo(TimeZone.getTimeZone("UTC"));
    }

    @Test
    void aChoiceAppliesAtOnceAndIsKeptInACookie() {
        MockHttpServletRequest request = get("/");
        MockHttpServletResponse response = new MockHttpServletResponse();
        var context = resolver.resolveLocaleContext(request);
        assertThat(context.getLocale().getLanguage()).isEqualTo("en");
        resolver.setLocale(request, response, Locale.forLanguageTag("fa"));
        assertThat(context.getLocale().getLanguage()).isEqualTo("fa");
        assertThat(response.getHeader("Set-Cookie")).startsWith("arena-lang=fa;").contains("SameSite=Lax");
        assertThat(saved).isEmpty(); // nobody signed in: nothing to save in an account
    }

    @Test
    void aSignedInReadersChoiceIsSavedInTheirAccount() {
        ArenaUser reader = new ArenaUser(42, "reader", "", Role.CONTESTANT, true);
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(reader, null));
        try {
            resolver.setLocale(get("/"), new MockHttpServletResponse(), Locale.forLanguageTag("ru"));
        } finally {
            SecurityContextHolder.clearContext();
        }
        assertThat(saved).containsExactly("42:ru");
    }

    @Test
    void aLanguageTheSiteDoesNotSpeakChangesNothing() {
        MockHttpServletRequest request = get("/");
        MockHttpServletResponse response = new MockHttpServletResponse();
        resolver.setLocale(request, response, Locale.GERMAN);
        assertThat(resolver.resolveLocale(request)).isEqualTo(Locale.ENGLISH);
        assertThat(response.getHeader("Set-Cookie")).isNull();
    }
}
