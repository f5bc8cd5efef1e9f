package arena.platform.i18n;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The page's language as templates need it ({@code @i18n.lang()}, {@code @i18n.dir()}) and the language switch's
 * links: the same page with {@code ?lang=} set.
 */
@Component("i18n")
public class PageLanguage {

    public SiteLanguage current() {
        return SiteLanguage.of(LocaleContextHolder.getLocale()).orElse(SiteLanguage.DEFAULT);
    }

    public String lang() {
        return current().tag();
    }

    public String dir() {
        return current().rightToLeft() ? "rtl" : "ltr";
    }

    public List<SiteLanguage> languages() {
        return SiteLanguage.all();
    }

    /** This page in another language: its address with {@code lang} replaced, other parameters kept. */
    public String switchTo(SiteLanguage language) {
        if (!(RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes attributes)) {
            return "/?lang=" + language.tag();
        }
        HttpServletRequest request = attributes.getRequest();
        String query = request.getQueryString();
        String path = request.getRequestURI().substring(request.getContextPath().length());
        return UriComponentsBuilder.fromUriString(path + (query == null ? "" : "?" + query))
                .replaceQueryParam("lang", language.tag()).build().toUriString();
    }
}
