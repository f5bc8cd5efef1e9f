import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Just enough JSON for the server's payloads: flat objects of numbers, strings and booleans, and string arrays. */
final class Json {

    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /** A {@code "key":value,...} payload (an object without its braces). */
    static Map<String, Object> object(String payload) {
        Json json = new Json(payload);
        Map<String, Object> values = new LinkedHashMap<>();
        while (json.skipBlanks() < json.text.length()) {
            String key = json.string();
            json.expect(':');
            values.put(key, json.value());
            if (json.skipBlanks() < json.text.length()) {
                json.expect(',');
            }
        }
        return values;
    }

    /** A {@code "a","b",...} payload (an array of strings without its brackets). */
    static List<String> strings(String payload) {
        Json json = new Json(payload);
        List<String> values = new ArrayList<>();
        while (json.skipBlanks() < json.text.length()) {
            values.add(json.string());
            if (json.skipBlanks() < json.text.length()) {
                json.expect(',');
            }
        }
        return values;
    }

    private Object value() {
        skipBlanks();
        char c = text.charAt(at);
        if (c == '"') {
            return string();
        }
        int start = at;
        while (at < text.length() && ",} ".indexOf(text.charAt(at)) < 0) {
            at++;
        }
        String word = text.substring(start, at);
        if (word.equals("true") || word.equals("false")) {
            return Boolean.valueOf(word);
        }
        return Long.valueOf(word);
    }

    private String string() {
        skipBlanks();
        expect('"');
        StringBuilder out = new StringBuilder();
        while (text.charAt(at) != '"') {
            char c = text.charAt(at++);
            if (c == '\\') {
                char e = text.charAt(at++);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> out.append(e);
                }
            } else {
                out.append(c);
            }
        }
        at++;
        return out.toString();
    }

    private int skipBlanks() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
        return at;
    }

    private void expect(char c) {
        skipBlanks();
        if (at >= text.length() || text.charAt(at) != c) {
            throw new IllegalArgumentException("expected '" + c + "' at " + at + " in " + text);
        }
        at++;
    }
}
