package arena.platform.i18n;

import java.util.List;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

/** The language switch of every page: this page in each language the site speaks. */
@ControllerAdvice(annotations = Controller.class)
class LanguageLinks {

    private final PageLanguage page;

    LanguageLinks(PageLanguage page) {
        this.page = page;
    }

    /** One of the switch's links: the language, this page's address in it, whether the page is in it now. */
    record Link(SiteLanguage language, String href, boolean current) {
    }

    @ModelAttribute("languageLinks")
    List<Link> languageLinks() {
        SiteLanguage now = page.current();
        return SiteLanguage.all().stream().map(l -> new Link(l, page.switchTo(l), l == now)).toList();
    }
}
