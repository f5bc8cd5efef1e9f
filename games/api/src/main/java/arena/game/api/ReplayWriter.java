package arena.game.api;

import java.io.ByteArrayOutputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Replays are JSON documents: {@code game}, {@code version}, the seed, the inputs every bot sent and
 * whatever the game's viewer needs. Engines build them from records, lists and maps.
 *
 * <p>A replay has a size cap, enforced where its bytes are made (here, and by the worker for engines
 * that write their own) and where they are accepted (the platform). The cap is far above what a legal
 * game produces under its engine's {@link Bounds} (bomber's longest game on the largest map, racetrack's
 * longest answer: each under a third of it, see their tests), so only a game outside its bounds meets it.
 * A replay over the cap is replaced by a small marker document and the game's result stands: a strategy
 * that makes its replay huge cannot void the game it is losing.
 */
public final class ReplayWriter {

    /** The field of every replay's header naming the engine build that played it ({@link EngineVersion}). */
    public static final String ENGINE = "engine";

    /** The longest engine version {@link #engineOf} hands back. */
    public static final int MAX_ENGINE_CHARS = 64;
    /** What an engine version looks like (a Maven version: {@code 1.4.0}, {@code 1.5-SNAPSHOT}, {@code dev}). */
    private static final Pattern VERSION = Pattern.compile("[0-9A-Za-z][0-9A-Za-z._+-]{0," + (MAX_ENGINE_CHARS - 1) + "}");

    /** The largest replay kept, in bytes of JSON. */
    public static final int MAX_BYTES = 32 << 20;

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private ReplayWriter() {
    }

    /** The document as JSON, or the marker of {@link #oversized} when it would pass {@link #MAX_BYTES}. */
    public static byte[] write(Object document) {
        CappedBuffer out = new CappedBuffer(MAX_BYTES);
        try {
            MAPPER.writeValue(out, document);
        } catch (RuntimeException e) {
            // the writer may wrap what the buffer threw; the flag says whether it was the cap
            if (out.overflowed) {
                return oversized(gameOf(document));
            }
            throw e;
        }
        return out.toByteArray();
    }

    public static JsonNode read(byte[] replay) {
        return MAPPER.readTree(replay);
    }

    /**
     * The engine version in a replay's header ({@value #ENGINE}), read as a stream: the header's fields come first, so
     * it costs a few tokens, not the document. Empty for a replay without one (written before engines named
     * themselves, an oversized marker), one that is not a JSON object, or a value that does not look like a version (a short word of letters, digits and
     * {@code ._+-}): it is shown on pages as it is.
     */
    public static Optional<String> engineOf(byte[] replay) {
        try (JsonParser parser = MAPPER.createParser(replay)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                if (ENGINE.equals(name)) {
                    String version = value == JsonToken.VALUE_STRING ? parser.getString() : "";
                    return VERSION.matcher(version).matches() ? Optional.of(version) : Optional.empty();
                }
                parser.skipChildren();
            }
            return Optional.empty();
        } catch (JacksonException e) {
            return Optional.empty();
        }
    }

    /**
     * A replay of {@code game} as a user handed it in (a file, a download): the document, or a sentence saying why
     * it is not one.
     *
     * @throws IllegalArgumentException when the bytes are not JSON, or the document is another game's
     */
    public static JsonNode readReplay(String game, byte[] replay) {
        JsonNode doc;
        try {
            doc = read(replay);
        } catch (JacksonException e) {
            throw new IllegalArgumentException("not a JSON document: " + e.getOriginalMessage(), e);
        }
        if (!game.equals(doc.path("game").asString(""))) {
            throw new IllegalArgumentException("not a " + game + " replay (its \"game\" is " + doc.path("game") + ")");
        }
        return doc;
    }

    /**
     * A part of a document (records, lists, maps) as the JSON a replay read back holds for it: written and read
     * again, so numbers compare as the ones read from a replay do (a long 5 and an int 5 are one node).
     */
    public static JsonNode tree(Object part) {
        return MAPPER.readTree(MAPPER.writeValueAsBytes(part));
    }

    /** The replay when it is within the cap, else the marker that stands in for it. */
    public static byte[] capped(String game, byte[] replay) {
        return replay == null || replay.length <= MAX_BYTES ? replay : oversized(game);
    }

    /**
     * What is kept of a replay over the cap: the game, {@code "oversized": true}, the cap and one sentence for
     * the viewer. Valid JSON, so pages and tools that read replays show the sentence instead of failing.
     */
    public static byte[] oversized(String game) {
        Map<String, Object> marker = new LinkedHashMap<>();
        marker.put("game", game);
        marker.put("version", 0);
        marker.put("oversized", true);
        marker.put("cap", MAX_BYTES);
        marker.put("message", "The replay of this game was larger than " + (MAX_BYTES >> 20)
                + " MiB, so it was not kept; the game's result stands.");
        return MAPPER.writeValueAsBytes(marker);
    }

    /** Whether a stored replay is the marker of an oversized one. */
    public static boolean isOversized(byte[] replay) {
        if (replay == null || replay.length > 1024) {
            return false;
        }
        try {
            return read(replay).path("oversized").asBoolean(false);
        } catch (JacksonException e) {
            return false;
        }
    }

    private static String gameOf(Object document) {
        return document instanceof Map<?, ?> map && map.get("game") != null ? String.valueOf(map.get("game")) : "unknown";
    }

    /** Collects the JSON and stops the writer as soon as it passes the cap, before it takes more memory. */
    private static final class CappedBuffer extends ByteArrayOutputStream {
        private final int cap;
        private boolean overflowed;

        CappedBuffer(int cap) {
            super(8192);
            this.cap = cap;
        }

        @Override
        public void write(int b) {
            ensure(1);
            super.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            ensure(len);
            super.write(b, off, len);
        }

        private void ensure(int more) {
            if ((long) count + more > cap) {
                overflowed = true;
                throw new UncheckedCapException();
            }
        }
    }

    /** Thrown through the JSON writer to stop it; never leaves this class. */
    private static final class UncheckedCapException extends RuntimeException {
        UncheckedCapException() {
            super("replay over the cap", null, false, false);
        }
    }
}
