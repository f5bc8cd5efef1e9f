package arena.game.smartdog.protocol;

/** JSON string escaping as the server lines use it (§9.3), written out so no library decides the bytes. */
final class JsonText {

    private JsonText() {
    }

    /** The text with JSON string escaping, without the surrounding quotes. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    static String quoted(String text) {
        return '"' + escape(text) + '"';
    }
}
