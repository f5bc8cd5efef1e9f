package arena.game.api;

import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * The match seed is the only source of randomness. Engines that need several independent streams
 * derive one seed per purpose, so adding a stream never changes the draws of another.
 */
public final class SeededRandom {

    private SeededRandom() {
    }

    /** The generator the specs name: {@code new java.util.Random(seed)}. */
    public static Random of(long seed) {
        return new Random(seed);
    }

    /** A seed for the named stream, mixed from the match seed (SplitMix64 finaliser). */
    public static long derive(long seed, String stream) {
        long z = seed;
        for (byte b : stream.getBytes(StandardCharsets.UTF_8)) {
            z = mix(z + b + 0x9E3779B97F4A7C15L);
        }
        return mix(z + 0x9E3779B97F4A7C15L);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
