package arena.platform.web;

import java.util.ArrayList;
import java.util.List;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

/**
 * Every page's title, built here and only here ({@code fragments/layout.html} calls it with what the page passes): the
 * page's own name, then what it belongs to, then the site, as {@code Match 42 · Bomber · Arena}, so a reader tells
 * tabs and bookmarks apart. The parts are already in the reader's language; the site's name comes from the messages.
 */
@Component("pageTitles")
public class PageTitles {

    static final String SEPARATOR = " · ";

    private final MessageSource messages;

    public PageTitles(MessageSource messages) {
        this.messages = messages;
    }

    /**
     * @param page   the page's own name ({@code Match 42})
     * @param within what the page belongs to ({@code Bomber}, the contest; {@code Admin}), or null; blank parts and a
     *               part equal to one before it are left out
     */
    public String of(Object page, Object within) {
        List<String> parts = new ArrayList<>();
        add(parts, page);
        add(parts, within);
        add(parts, messages.getMessage("site.name", null, LocaleContextHolder.getLocale()));
        return String.join(SEPARATOR, parts);
    }

    private static void add(List<String> parts, Object name) {
        String text = name == null ? "" : name.toString().strip();
        if (!text.isEmpty() && !parts.contains(text)) {
            parts.add(text);
        }
    }
}
