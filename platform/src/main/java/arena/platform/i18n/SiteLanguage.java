package arena.platform.i18n;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The languages the site speaks. Persian reads right to left; its digits are Latin unless the reader chose
 * Persian digits (numbers, dates and times of a page follow {@link #locale(boolean)}).
 */
public enum SiteLanguage {

    EN("en", "English", false),
    RU("ru", "Русский", false),
    FA("fa", "فارسی", true);

    private final String tag;
    private final String nativeName;
    private final boolean rightToLeft;

    SiteLanguage(String tag, String nativeName, boolean rightToLeft) {
        this.tag = tag;
        this.nativeName = nativeName;
        this.rightToLeft = rightToLeft;
    }

    public static final SiteLanguage DEFAULT = EN;

    public static List<SiteLanguage> all() {
        return List.of(values());
    }

    /** The language of a tag or a locale's language ({@code ru}, {@code ru-RU}, {@code FA}); empty for others. */
    public static Optional<SiteLanguage> of(String tag) {
        if (tag == null || tag.isBlank()) {
            return Optional.empty();
        }
        String language = Locale.forLanguageTag(tag.strip().replace('_', '-')).getLanguage();
        return Arrays.stream(values()).filter(l -> l.tag.equals(language)).findFirst();
    }

    public static Optional<SiteLanguage> of(Locale locale) {
        return locale == null ? Optional.empty() : of(locale.getLanguage());
    }

    public String tag() {
        return tag;
    }

    /** The language's name in itself, as the language switch shows it. */
    public String nativeName() {
        return nativeName;
    }

    public boolean rightToLeft() {
        return rightToLeft;
    }

    /** The locale pages are written in: Persian with Latin digits unless {@code nativeDigits}. */
    public Locale locale(boolean nativeDigits) {
        Locale.Builder locale = new Locale.Builder().setLanguage(tag);
        if (this == FA) {
            locale.setUnicodeLocaleKeyword("nu", nativeDigits ? "arabext" : "latn");
        }
        return locale.build();
    }
}
