package arena.platform.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.attoparser.MarkupParser;
import org.attoparser.ParseException;
import org.attoparser.config.ParseConfiguration;
import org.attoparser.simple.AbstractSimpleMarkupHandler;
import org.attoparser.simple.SimpleMarkupParser;
import org.junit.jupiter.api.Test;

/**
 * No template holds text a reader sees that does not come from the messages: every word in an element's text or in
 * a reader-facing attribute (title, placeholder, aria-label, alt) is replaced at render time by a {@code th:}
 * attribute. What a template may hold as it is: a prototype's default text inside an element whose text is replaced,
 * signs and digits (·, —, :, 1), and code inside script and style.
 */
class TemplateTextTest {

    private static final Path TEMPLATES = Path.of("src/main/resources/templates");
    /** Attributes that replace an element's whole content, so what it holds in the file is never shown. */
    private static final Set<String> REPLACING = Set.of("th:text", "th:utext", "th:replace", "th:insert",
            "th:remove", "sec:authentication", "th:fragment");
    private static final Set<String> READER_ATTRIBUTES = Set.of("title", "placeholder", "aria-label", "alt", "value",
            "label");
    private static final Pattern WORDS = Pattern.compile("\\p{L}{2,}");

    @Test
    void everyWordOnAPageComesFromTheMessages() throws IOException {
        List<String> literal = new ArrayList<>();
        try (Stream<Path> files = Files.walk(TEMPLATES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".html")).sorted().toList()) {
                literal.addAll(literalText(file));
            }
        }
        assertThat(literal).as("literal text in templates: move it to messages.properties (and its languages)").isEmpty();
    }

    private static List<String> literalText(Path file) throws IOException {
        List<String> found = new ArrayList<>();
        Deque<Boolean> replaced = new ArrayDeque<>();
        Deque<String> names = new ArrayDeque<>();
        String name = TEMPLATES.relativize(file).toString();
        var handler = new AbstractSimpleMarkupHandler() {
            @Override
            public void handleOpenElement(String element, java.util.Map<String, String> attributes, int line, int col) {
                open(element, attributes, line, false);
            }

            @Override
            public void handleStandaloneElement(String element, java.util.Map<String, String> attributes,
                    boolean minimized, int line, int col) {
                open(element, attributes, line, true);
            }

            private void open(String element, java.util.Map<String, String> attributes, int line, boolean standalone) {
                java.util.Map<String, String> all = attributes == null ? java.util.Map.of() : attributes;
                for (var attribute : all.entrySet()) {
                    String key = attribute.getKey().toLowerCase();
                    boolean setByThymeleaf = all.containsKey("th:" + key) || all.containsKey("th:attr")
                            && all.get("th:attr").contains(key + "=");
                    if (READER_ATTRIBUTES.contains(key) && !setByThymeleaf && attribute.getValue() != null
                            && WORDS.matcher(attribute.getValue()).find() && !isMachineValue(element, key, all)) {
                        found.add(name + ":" + line + " " + element + " " + key + "=\"" + attribute.getValue() + "\"");
                    }
                }
                boolean parentReplaced = !replaced.isEmpty() && replaced.peek();
                boolean code = element.equalsIgnoreCase("script") || element.equalsIgnoreCase("style")
                        || element.equalsIgnoreCase("title") && !all.isEmpty();
                boolean replacing = parentReplaced || code || all.keySet().stream().anyMatch(REPLACING::contains);
                if (!standalone) {
                    replaced.push(replacing);
                    names.push(element);
                }
            }

            @Override
            public void handleCloseElement(String element, int line, int col) {
                if (!names.isEmpty()) {
                    names.pop();
                    replaced.pop();
                }
            }

            @Override
            public void handleText(char[] buffer, int offset, int len, int line, int col) {
                String text = new String(buffer, offset, len).strip();
                boolean inReplaced = !replaced.isEmpty() && replaced.peek();
                if (!inReplaced && WORDS.matcher(text).find()) {
                    found.add(name + ":" + line + " \"" + (text.length() > 60 ? text.substring(0, 60) + "…" : text) + "\"");
                }
            }
        };
        try {
            new SimpleMarkupParser(ParseConfiguration.htmlConfiguration()).parse(Files.readString(file, StandardCharsets.UTF_8), handler);
        } catch (ParseException e) {
            throw new IOException(name + ": " + e.getMessage(), e);
        }
        return found;
    }

    /**
     * A form's value that the server reads, not the reader (a hidden field, an option's, a button's code), or an
     * example of a code the reader types as it is ({@code placeholder="python"}).
     */
    private static boolean isMachineValue(String element, String attribute, java.util.Map<String, String> all) {
        if (attribute.equals("placeholder") && all.get(attribute).matches("[a-z0-9_.+-]+")) {
            return true;
        }
        if (!attribute.equals("value")) {
            return false;
        }
        String type = all.getOrDefault("type", "");
        return element.equalsIgnoreCase("option") || type.equals("hidden") || type.equals("checkbox")
                || type.equals("radio") || element.equalsIgnoreCase("button");
    }
}
