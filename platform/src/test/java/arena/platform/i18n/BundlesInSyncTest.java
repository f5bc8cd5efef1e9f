package arena.platform.i18n;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every bundle of the site (spring.messages.basename) says the same things in English, Russian and Persian: the same
 * keys, the same arguments in each sentence, no empty sentence, and each a pattern MessageFormat reads. A bundle
 * whose Russian and Persian files do not exist yet is skipped.
 */
class BundlesInSyncTest {

    private static final List<String> TRANSLATIONS = List.of("ru", "fa");
    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    @ParameterizedTest
    @ValueSource(strings = {"messages", "errors", "viewers", "rules"})
    void sameKeysInEveryLanguage(String basename) throws IOException {
        Map<String, String> english = load(basename + ".properties");
        for (String language : TRANSLATIONS) {
            Map<String, String> translated = load(basename + "_" + language + ".properties");
            assumeTrue(translated != null, basename + "_" + language + ".properties is not written yet");
            assertThat(translated.keySet()).as("keys of %s_%s", basename, language)
                    .containsExactlyInAnyOrderElementsOf(english.keySet());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"messages", "errors", "viewers", "rules"})
    void sameArgumentsInEverySentence(String basename) throws IOException {
        Map<String, String> english = load(basename + ".properties");
        for (String language : TRANSLATIONS) {
            Map<String, String> translated = load(basename + "_" + language + ".properties");
            assumeTrue(translated != null, basename + "_" + language + ".properties is not written yet");
            List<String> differ = new ArrayList<>();
            english.forEach((key, sentence) -> {
                String other = translated.get(key);
                if (other != null && !arguments(sentence).equals(arguments(other))) {
                    differ.add(key + ": " + arguments(sentence) + " in English, " + arguments(other) + " in " + language);
                }
            });
            assertThat(differ).as("arguments of %s_%s", basename, language).isEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"messages", "errors", "viewers", "rules"})
    void noEmptyOrBrokenSentence(String basename) throws IOException {
        List<String> files = files(basename);
        List<String> wrong = new ArrayList<>();
        for (String file : files) {
            Map<String, String> bundle = load(file);
            if (bundle == null) {
                continue;
            }
            bundle.forEach((key, sentence) -> {
                if (sentence.isBlank()) {
                    wrong.add(file + " " + key + ": empty");
                } else if (!arguments(sentence).isEmpty()) {
                    try {
                        new MessageFormat(sentence);
                    } catch (IllegalArgumentException e) {
                        wrong.add(file + " " + key + ": " + e.getMessage());
                    }
                    // with arguments a lone apostrophe starts a quote and the rest of the sentence loses its arguments;
                    // the viewers' labels are filled by their script, not by MessageFormat, and keep theirs
                    if (!basename.equals("viewers") && sentence.replace("''", "").contains("'")) {
                        wrong.add(file + " " + key + ": a lone apostrophe in a sentence with arguments (write '')");
                    }
                } else if (!basename.equals("viewers") && sentence.contains("''")) {
                    // without arguments the sentence is shown as written, not read by MessageFormat: '' shows twice
                    wrong.add(file + " " + key + ": '' in a sentence without arguments shows as two apostrophes (write ')");
                }
            });
        }
        assertThat(wrong).isEmpty();
    }

    /**
     * A key written twice in one file: Properties keeps the last, so one of the two sentences silently replaces the
     * other wherever the key is used (two branches adding the same key for a name and for an explanation).
     */
    @ParameterizedTest
    @ValueSource(strings = {"messages", "errors", "viewers", "rules"})
    void noKeyWrittenTwiceInAFile(String basename) throws IOException {
        List<String> files = files(basename);
        List<String> twice = new ArrayList<>();
        for (String file : files) {
            try (InputStream in = BundlesInSyncTest.class.getClassLoader().getResourceAsStream(file)) {
                if (in == null) {
                    continue;
                }
                Set<String> seen = new TreeSet<>();
                Properties properties = new Properties() {
                    @Override
                    public synchronized Object put(Object key, Object value) {
                        if (!seen.add((String) key)) {
                            twice.add(file + " " + key);
                        }
                        return super.put(key, value);
                    }
                };
                properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        }
        assertThat(twice).as("keys written twice").isEmpty();
    }

    /** The bundle's English file and its translations' files. */
    private static List<String> files(String basename) {
        List<String> files = new ArrayList<>(List.of(basename + ".properties"));
        TRANSLATIONS.forEach(language -> files.add(basename + "_" + language + ".properties"));
        return files;
    }

    static Set<Integer> arguments(String sentence) {
        Set<Integer> found = new TreeSet<>();
        Matcher argument = ARGUMENT.matcher(sentence);
        while (argument.find()) {
            found.add(Integer.parseInt(argument.group(1)));
        }
        return found;
    }

    /** The file's keys and sentences, or null when it does not exist. */
    static Map<String, String> load(String file) throws IOException {
        try (InputStream in = BundlesInSyncTest.class.getClassLoader().getResourceAsStream(file)) {
            if (in == null) {
                return null;
            }
            Properties properties = new Properties();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, String> sentences = new TreeMap<>();
            properties.forEach((key, value) -> sentences.put((String) key, (String) value));
            return sentences;
        }
    }
}
