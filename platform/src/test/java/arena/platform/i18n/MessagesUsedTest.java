package arena.platform.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every key of the {@code messages} bundle is said somewhere: its name stands in a template, a script or the Java
 * sources, or it begins with a prefix the code builds keys from ({@code #{'reason.' + ${code}}},
 * {@code "format." + game + "."}), which this test finds in the same sources. A key nobody says is a sentence
 * translated three times for nothing.
 */
class MessagesUsedTest {

    private static final List<Path> SOURCES = List.of(Path.of("src/main/resources/templates"),
            Path.of("src/main/resources/static"), Path.of("src/main/java"));
    /** A quoted literal ending in a dot and followed by {@code +}: the start of a key built at run time. */
    private static final Pattern PREFIX = Pattern.compile("['\"]([A-Za-z][A-Za-z0-9_.-]*\\.)['\"]\\s*\\+");

    @Test
    void everyMessageIsUsed() throws IOException {
        String sources = sources();
        Set<String> prefixes = new TreeSet<>();
        Matcher prefix = PREFIX.matcher(sources);
        while (prefix.find()) {
            prefixes.add(prefix.group(1));
        }
        Set<String> unused = new TreeSet<>();
        for (String key : keys()) {
            boolean named = Pattern.compile("(?<![A-Za-z0-9_.-])" + Pattern.quote(key) + "(?![A-Za-z0-9_-]|\\.[A-Za-z0-9])")
                    .matcher(sources).find();
            if (!named && prefixes.stream().noneMatch(key::startsWith)) {
                unused.add(key);
            }
        }
        assertThat(unused).as("keys of messages.properties that no template, script or Java source uses").isEmpty();
    }

    /** The check itself: a key only its own prefix's longer sibling names is not taken as used. */
    @Test
    void aKeyInsideALongerOneIsNotUsed() {
        Pattern key = Pattern.compile("(?<![A-Za-z0-9_.-])" + Pattern.quote("match.log") + "(?![A-Za-z0-9_-]|\\.[A-Za-z0-9])");
        assertThat(key.matcher("#{match.log.empty}").find()).isFalse();
        assertThat(key.matcher("#{match.log}.").find()).isTrue();
    }

    private static Set<String> keys() throws IOException {
        Properties english = new Properties();
        try (InputStream in = MessagesUsedTest.class.getResourceAsStream("/messages.properties")) {
            english.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return english.stringPropertyNames();
    }

    private static String sources() throws IOException {
        StringBuilder all = new StringBuilder();
        for (Path root : SOURCES) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(Files::isRegularFile)
                        .filter(f -> f.toString().matches(".*\\.(html|js|java)$")).sorted().toList()) {
                    all.append(Files.readString(file)).append('\n');
                }
            }
        }
        return all.toString();
    }
}
