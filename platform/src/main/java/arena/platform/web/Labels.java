package arena.platform.web;

import org.springframework.stereotype.Component;

/** Engines name their result details in camelCase; pages show them as words ({@code @labels.of(key)}). */
@Component("labels")
public class Labels {

    public String of(String key) {
        StringBuilder words = new StringBuilder(key.length() + 4);
        for (char c : key.toCharArray()) {
            if (Character.isUpperCase(c) && words.length() > 0) {
                words.append(' ').append(Character.toLowerCase(c));
            } else {
                words.append(c == '_' ? ' ' : c);
            }
        }
        return words.toString();
    }
}
