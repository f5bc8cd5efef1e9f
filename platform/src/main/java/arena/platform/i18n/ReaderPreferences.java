package arena.platform.i18n;

/**
 * What a signed-in reader chose in their account: a language, a time zone (an IANA id), Persian digits; null where
 * they chose nothing. The account filter puts it on the request under {@link #ATTRIBUTE}.
 */
public record ReaderPreferences(String language, String timeZone, boolean nativeDigits) {

    public static final String ATTRIBUTE = ReaderPreferences.class.getName();
}
