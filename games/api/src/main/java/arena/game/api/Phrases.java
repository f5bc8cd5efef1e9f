package arena.game.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A game's phrase book: its bundle {@code /arena/game/<id>/outcome.properties} (with {@code outcome_ru},
 * {@code outcome_fa}...) beside the words every game shares ({@code /arena/game/api/outcome.properties}: who came
 * first, lists). Patterns are {@link MessageFormat}s; a pattern without arguments is said as written, as Spring's
 * message source does, so the same files serve the site.
 */
public final class Phrases {

    /** The shared words' bundle. */
    public static final String SHARED = "arena/game/api/outcome";

    private static final String LIST_PAIR = "outcome.list.pair";
    private static final String LIST_MORE = "outcome.list.more";

    /** Says one message in a language: the text, or {@code null} when no bundle has the key. */
    @FunctionalInterface
    public interface Wording {
        String say(String key, Object[] args);
    }

    private final ClassLoader loader;
    private final List<String> basenames;
    private final Map<String, Properties> byLanguage = new ConcurrentHashMap<>();

    private Phrases(ClassLoader loader, List<String> basenames) {
        this.loader = loader;
        this.basenames = List.copyOf(basenames);
    }

    /** The bundle of a game's words: {@code arena/game/<id>/outcome}. */
    public static String basename(String gameId) {
        return "arena/game/" + gameId + "/outcome";
    }

    /** A game's words and the shared ones, read from the engine's class loader. */
    public static Phrases of(Class<?> engine, String gameId) {
        return new Phrases(engine.getClassLoader(), List.of(SHARED, basename(gameId)));
    }

    /** Every named game's words and the shared ones, read from one class loader: a site hosting several games. */
    public static Phrases of(ClassLoader loader, List<String> gameIds) {
        List<String> basenames = new ArrayList<>(List.of(SHARED));
        gameIds.forEach(id -> basenames.add(basename(id)));
        return new Phrases(loader, basenames);
    }

    private static final Phrases SHARED_WORDS = new Phrases(Phrases.class.getClassLoader(), List.of(SHARED));

    /** The shared words alone: who came first, lists, and the evidence the turn loop and the sandbox give. */
    public static Phrases shared() {
        return SHARED_WORDS;
    }

    /**
     * A phrase with its English text: nested phrases say their own English text, lists are joined in English.
     *
     * @throws IllegalArgumentException when the English bundle has no such key
     */
    public Phrase say(String key, Object... args) {
        Phrase bare = new Phrase(key, List.of(args), "");
        List<Object> english = new ArrayList<>();
        for (Object arg : bare.args()) {
            english.add(arg instanceof Phrase nested ? nested.text() : arg instanceof List<?> list
                    ? list.stream().map(item -> item instanceof Phrase nested ? nested.text() : item).toList() : arg);
        }
        String text = format(new Phrase(key, english, ""), wording(Locale.ENGLISH))
                .orElseThrow(() -> new IllegalArgumentException("no English words for " + key + " in " + basenames));
        return new Phrase(key, bare.args(), text);
    }

    /** The phrase in a language from these bundles (English where a language lacks a key); empty for an unknown key. */
    public Optional<String> text(Phrase phrase, Locale locale) {
        return format(phrase, wording(locale));
    }

    /**
     * The patterns of this book in a language, by key (English where the language lacks a key): what a replay page
     * hands its viewer, which says a replay's phrases with them ({@code phrase()} of {@code /games/labels.js}).
     */
    public Map<String, String> patterns(Locale locale) {
        Properties words = words(locale.getLanguage());
        Map<String, String> patterns = new java.util.TreeMap<>();
        words.stringPropertyNames().forEach(key -> patterns.put(key, words.getProperty(key)));
        return patterns;
    }

    /** This book's wording in a language. */
    public Wording wording(Locale locale) {
        Properties words = words(locale.getLanguage());
        return (key, args) -> {
            String pattern = words.getProperty(key);
            return pattern == null ? null : args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
        };
    }

    /**
     * Says a phrase, its nested phrases and lists too, with a wording (this book's, or the site's message source);
     * empty when a key is unknown, for the caller to fall back on the English text. A phrase without key is its text.
     */
    public static Optional<String> format(Phrase phrase, Wording wording) {
        if (phrase.key() == null) {
            return Optional.of(phrase.text());
        }
        Object[] args = new Object[phrase.args().size()];
        for (int i = 0; i < args.length; i++) {
            Object arg = phrase.args().get(i);
            if (arg instanceof Phrase || arg instanceof List<?>) {
                Optional<String> said = arg instanceof Phrase nested ? format(nested, wording) : list((List<?>) arg, wording);
                if (said.isEmpty()) {
                    return Optional.empty();
                }
                args[i] = said.get();
            } else {
                args[i] = arg;
            }
        }
        return Optional.ofNullable(wording.say(phrase.key(), args));
    }

    /** {@code a}, {@code a and b}, {@code a, b and c}: the language's pair joins the last two, then each comes before. */
    private static Optional<String> list(List<?> items, Wording wording) {
        List<String> said = new ArrayList<>();
        for (Object item : items) {
            Optional<String> one = item instanceof Phrase nested ? format(nested, wording) : Optional.of(String.valueOf(item));
            if (one.isEmpty()) {
                return Optional.empty();
            }
            said.add(one.get());
        }
        if (said.size() < 2) {
            return Optional.of(said.isEmpty() ? "" : said.get(0));
        }
        String joined = wording.say(LIST_PAIR, new Object[] {said.get(said.size() - 2), said.get(said.size() - 1)});
        for (int i = said.size() - 3; i >= 0 && joined != null; i--) {
            joined = wording.say(LIST_MORE, new Object[] {said.get(i), joined});
        }
        return Optional.ofNullable(joined);
    }

    /** The shared words then the game's, English first, the language's own over them. */
    private Properties words(String language) {
        return byLanguage.computeIfAbsent(language, lang -> {
            Properties words = new Properties();
            for (String suffix : lang.isEmpty() || lang.equals("en") ? List.of("") : List.of("", "_" + lang)) {
                for (String basename : basenames) {
                    load(words, basename + suffix + ".properties");
                }
            }
            return words;
        });
    }

    private void load(Properties into, String resource) {
        try (InputStream in = loader.getResourceAsStream(resource)) {
            if (in != null) {
                into.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + resource, e);
        }
    }
}
