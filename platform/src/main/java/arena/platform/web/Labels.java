package arena.platform.web;

import org.springframework.stereotype.Component;

/**
 * Engines name their result details in camelCase or in words; pages show them as words
 * ({@code @labels.of(key)}): {@code finishingMove} is "finishing move", and an abbreviation stays one
 * ({@code king HP}, {@code kingHP}: "king HP", not "king h p").
 */
@Component("labels")
public class Labels {

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
