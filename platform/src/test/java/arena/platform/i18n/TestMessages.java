package arena.platform.i18n;

import org.springframework.context.support.ResourceBundleMessageSource;

/** The site's messages for a test without a Spring context, read as spring.messages.* in application.properties says. */
public final class TestMessages {

    private TestMessages() {
    }

    /** The bundles of these basenames, UTF-8, with no fallback to the machine's own locale. */
    public static ResourceBundleMessageSource of(String... basenames) {
        ResourceBundleMessageSource messages = new ResourceBundleMessageSource();
        messages.setBasenames(basenames);
        messages.setDefaultEncoding("UTF-8");
        messages.setFallbackToSystemLocale(false);
        return messages;
    }
}
