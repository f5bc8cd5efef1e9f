package arena.game.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game's rules page: Markdown written per language, its numbers ({@code ${name}}) filled from the engine's
 * constants. A name the engine does not give is an error, so a rules text cannot quote a number nobody checks.
 */
public final class RulesDocument {

    private static final Pattern NUMBER = Pattern.compile("\\$\\{([A-Za-z][A-Za-z0-9_.]*)}");

    private RulesDocument() {
    }

    /** The path of a game's rules in a language inside its jar. */
    public static String path(String gameId, String language) {
        return "/arena/game/" + gameId + "/rules/rules." + language + ".md";
    }

    public static Optional<String> load(Class<?> engine, String gameId, String language, Map<String, Object> numbers) {
        if (language == null || !language.matches("[a-z]{2,3}")) {
            return Optional.empty();
        }
        try (InputStream in = engine.getResourceAsStream(path(gameId, language))) {
            return in == null ? Optional.empty() : Optional.of(fill(new String(in.readAllBytes(), StandardCharsets.UTF_8), numbers));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @throws IllegalStateException when the text names a number the engine does not give */
    public static String fill(String text, Map<String, Object> numbers) {
        Matcher name = NUMBER.matcher(text);
        StringBuilder filled = new StringBuilder(text.length());
        while (name.find()) {
            Object value = numbers.get(name.group(1));
            if (value == null) {
                throw new IllegalStateException("the rules quote ${" + name.group(1) + "}, which the engine does not give");
            }
            name.appendReplacement(filled, Matcher.quoteReplacement(String.valueOf(value)));
        }
        return name.appendTail(filled).toString();
    }
}
