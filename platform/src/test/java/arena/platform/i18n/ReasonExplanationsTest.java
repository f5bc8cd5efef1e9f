package arena.platform.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ReasonCode;
import arena.platform.ladder.RatingService;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every verdict and every refusal's code the platform answers with has an explanation ({@code reason.<CODE>}) in
 * English, Russian and Persian, and every sentence key the sources name is in the errors bundle. The codes are read
 * from the sources: a throw site's key ({@code "error.CODE..."}), or a code given beside an HTTP status or to a
 * refusal's factory.
 */
class ReasonExplanationsTest {

    private static final Path SOURCES = Path.of("src/main/java");
    private static final List<Pattern> CODE_SITES = List.of(
            Pattern.compile("\"error\\.([A-Z][A-Z0-9_]+)[.\"]"),
            Pattern.compile("HttpStatus\\.[A-Z_]+,\\s*\"([A-Z][A-Z0-9_]+)\""),
            Pattern.compile("(?:badRequest|invalid|FieldException)\\(\\s*\"([A-Z][A-Z0-9_]+)\""),
            Pattern.compile("parse\\([^;]*?,\\s*\"([A-Z][A-Z0-9_]+)\"\\)"),
            Pattern.compile("String CODE = \"([A-Z][A-Z0-9_]+)\""));
    private static final Pattern KEY = Pattern.compile("\"((?:error|reason|notice|held|wait)\\.[A-Za-z0-9_.]+[A-Za-z0-9_])\"");

    /** The verdicts, and the reason code of a game an admin voided after it was played. */
    @Test
    void everyVerdictIsExplained() throws IOException {
        List<String> codes = new ArrayList<>(Arrays.stream(ReasonCode.values()).map(Enum::name).toList());
        codes.add(RatingService.VOIDED_BY_ADMIN);
        assertExplained(codes);
    }

    @Test
    void everyRefusalCodeIsExplained() throws IOException {
        Set<String> codes = new TreeSet<>();
        for (String source : sources()) {
            for (Pattern site : CODE_SITES) {
                Matcher code = site.matcher(source);
                while (code.find()) {
                    codes.add(code.group(1));
                }
            }
        }
        // the scan finds what the platform throws; if it found almost nothing, it no longer reads the sources right
        assertThat(codes).hasSizeGreaterThan(60).contains("NOT_FOUND", "FORBIDDEN", "INVALID_INPUT", "TOO_LARGE");
        assertExplained(codes);
    }

    @Test
    void everyKeyTheSourcesNameIsInTheBundle() throws IOException {
        Map<String, String> english = BundlesInSyncTest.load("errors.properties");
        Set<String> missing = new TreeSet<>();
        for (String source : sources()) {
            Matcher key = KEY.matcher(source);
            while (key.find()) {
                if (!english.containsKey(key.group(1))) {
                    missing.add(key.group(1));
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    private static void assertExplained(Iterable<String> codes) throws IOException {
        List<String> missing = new ArrayList<>();
        for (String file : List.of("errors.properties", "errors_ru.properties", "errors_fa.properties")) {
            Map<String, String> bundle = BundlesInSyncTest.load(file);
            for (String code : codes) {
                String explanation = bundle.get("reason." + code);
                if (explanation == null || explanation.isBlank()) {
                    missing.add(file + ": reason." + code);
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    private static List<String> sources() throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            return files.filter(file -> file.toString().endsWith(".java")).map(file -> {
                try {
                    return Files.readString(file);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).toList();
        }
    }
}
