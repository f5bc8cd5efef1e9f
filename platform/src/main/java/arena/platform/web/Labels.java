package arena.platform.web;

import arena.game.api.ViewerLabels;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

/**
 * Engines name their result details in camelCase or in words; pages show them as words
 * ({@code @labels.of(key)}): {@code finishingMove} is "finishing move", and an abbreviation stays one
 * ({@code king HP}, {@code kingHP}: "king HP", not "king h p"). A game names its details in its own bundle in
 * every language ({@code detail.<game>.<name>}, see {@link ViewerLabels#detailKey}); {@link #detail} reads that
 * first.
 */
@Component("labels")
public class Labels {

    private final MessageSource messages;

    public Labels(MessageSource messages) {
        this.messages = messages;
    }

    /** A result detail's name in the page's language: the game's own word, else the engine's key as words. */
    public String detail(String game, String key) {
        // the bare language: the digits' extension (fa-u-nu-latn) does not change a word (see GameLabels)
        String named = messages.getMessage(ViewerLabels.detailKey(game, key), null, null,
                LocaleContextHolder.getLocale().stripExtensions());
        return named != null ? named : of(key);
    }

    public String of(String key) {
        StringBuilder words = new StringBuilder(key.length() + 4);
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            boolean afterLower = i > 0 && Character.isLowerCase(key.charAt(i - 1));
            boolean abbreviation = Character.isUpperCase(c) && (i + 1 < key.length() && Character.isUpperCase(key.charAt(i + 1))
                    || i > 0 && Character.isUpperCase(key.charAt(i - 1)) || i + 1 == key.length() && !afterLower);
            if (Character.isUpperCase(c) && afterLower) {
                words.append(' ');
            }
            words.append(c == '_' ? ' ' : Character.isUpperCase(c) && !abbreviation ? Character.toLowerCase(c) : c);
        }
        return words.toString();
    }
}
