package arena.game.api;

import java.util.List;
import java.util.Optional;

/**
 * How far a user can push one game of an engine. Every value a user can set (a command file's settings,
 * the players' names, the size of the file itself) is declared here with its range; the engine refuses
 * anything outside it with a sentence that names the value and the range, and never clamps it. The
 * platform checks what it can before a match exists (sizes, names), and the worker derives a game's
 * wall-time cap from the number of answers the game can wait for (see {@link GameEngine#maxMoves}).
 *
 * @param maxMoves            the most answer deadlines the longest game of this engine waits for one after
 *                            another, each at most the move limit (bomber: every tick of its longest game)
 * @param maxNameChars        the longest player name the game accepts, at most {@link #NAME_CHARS}
 * @param maxCommandFileBytes the largest command file (UTF-8 bytes); 0 for a game without command files
 * @param settings            the numeric values a user may set, each with its range
 */
public record Bounds(int maxMoves, int maxNameChars, int maxCommandFileBytes, List<Setting> settings) {

    /** The longest player name the platform stores; a game may accept less, never more. */
    public static final int NAME_CHARS = 64;

    public Bounds {
        if (maxMoves < 1) {
            throw new IllegalArgumentException("a game waits for at least one answer");
        }
        if (maxNameChars < 1 || maxNameChars > NAME_CHARS) {
            throw new IllegalArgumentException("names are 1 to " + NAME_CHARS + " characters, not " + maxNameChars);
        }
        if (maxCommandFileBytes < 0) {
            throw new IllegalArgumentException("a command file cannot have a negative size");
        }
        settings = List.copyOf(settings);
    }

    /** The bounds of a game whose users set nothing but their names. */
    public static Bounds of(int maxMoves) {
        return new Bounds(maxMoves, NAME_CHARS, 0, List.of());
    }

    public Optional<Setting> setting(String name) {
        return settings.stream().filter(setting -> setting.name().equals(name)).findFirst();
    }

    /**
     * @throws IllegalArgumentException naming the player when the name is empty, too long or holds control
     *                                  characters (a name is shown on pages and sent to other bots)
     */
    public void checkName(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a player name cannot be empty");
        }
        if (name.length() > maxNameChars) {
            String start = name.substring(0, Math.min(16, maxNameChars));
            throw new IllegalArgumentException("the player name \"" + start + "...\" has " + name.length()
                    + " characters; at most " + maxNameChars + " are allowed");
        }
        if (name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("the player name \"" + name.strip() + "\" holds control characters");
        }
    }

    /**
     * One value a user may set, with its inclusive range.
     *
     * @param name    the name the user writes ({@code gameTicksMax})
     * @param min     the smallest value allowed
     * @param max     the largest value allowed
     * @param meaning what it sets, for pages and messages
     */
    public record Setting(String name, long min, long max, String meaning) {

        public Setting {
            if (min > max) {
                throw new IllegalArgumentException(name + ": min " + min + " is above max " + max);
            }
        }

        /** @throws IllegalArgumentException with the game's sentence when the value is out of range */
        public void check(long value) {
            if (value < min || value > max) {
                throw new IllegalArgumentException(name + " must be between " + min + " and " + max + ", not " + value);
            }
        }
    }
}
