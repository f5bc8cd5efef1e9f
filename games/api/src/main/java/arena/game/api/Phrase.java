package arena.game.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Words for people that the site says in the reader's language: a message key of a game's bundle
 * ({@link Phrases}), its arguments, and the English text that command-line tools, logs and old pages print.
 *
 * <p>An argument is user text or a code shown as it is (a {@link String}: a player's name, a map id), a number, a
 * phrase of its own (words inside words: {@code "alice (failed)"}), or a list of those, said as a list in the
 * language ({@code "alice, bob and carol"}). A phrase that came over JSON has its nested phrases as maps
 * ({@code key}, {@code args}, {@code text}); they are read back as phrases here, so every phrase has one shape.
 *
 * @param key  the message key ({@code outcome.bomber.tick}), or {@code null} for English-only text
 * @param args the arguments, in the order of the pattern's {@code {0}}, {@code {1}}...
 * @param text the English text
 */
public record Phrase(String key, List<Object> args, String text) {

    public Phrase {
        args = args == null ? List.of() : args.stream().map(Phrase::argument).toList();
        text = text == null ? "" : text;
    }

    /** English text that has no key (an old worker's summary, a message nobody translated). */
    public static Phrase english(String text) {
        return new Phrase(null, List.of(), text);
    }

    private static Object argument(Object arg) {
        if (arg instanceof Map<?, ?> map && map.get("key") instanceof String key) {
            Object args = map.get("args");
            Object text = map.get("text");
            return new Phrase(key, args instanceof List<?> list ? new ArrayList<>(list) : List.of(),
                    text == null ? "" : text.toString());
        }
        if (arg instanceof List<?> list) {
            return list.stream().map(Phrase::argument).toList();
        }
        if (arg == null || arg instanceof Phrase || arg instanceof Number || arg instanceof String) {
            return arg == null ? "" : arg;
        }
        return arg.toString();
    }

    @Override
    public String toString() {
        return text;
    }
}
