package arena.game.smartdog.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The options of one game (spec §3): the hub defaults, overridden by a map file's header and, on the
 * platform, by the match's limits ({@code waitForTurn}). Every rule number of the game lives here.
 *
 * @param turnsLimit      turns of a game, numbered 1..turnsLimit
 * @param waitForTurn     ms the server waits for every {@code end} of a turn; 0 for no limit
 * @param dogVisibilityR  a dog's vision radius (Euclidean, inclusive, on the torus)
 * @param dogBarkingR     a bark's radius (Euclidean, inclusive, on the torus)
 * @param sheepStandBy    a calm sheep off a pen walks only in turns N with {@code N % (sheepStandBy+1) == 0}
 * @param sheepScaryTurns the panic counter a scared sheep gets
 * @param dogScaryTurns   turns a barked dog stays panicked or indignant, from the next turn
 */
public record SmartDogRules(int turnsLimit, int waitForTurn, int dogVisibilityR, int dogBarkingR, int sheepStandBy,
        int sheepScaryTurns, int dogScaryTurns) {

    /** The original hub defaults (§3); the original maps override all but {@code waitForTurn}. */
    public static final SmartDogRules HUB_DEFAULTS = new SmartDogRules(100, 300_000, 4, 4, 4, 1, 4);

    /** The option names, in the order the {@code start} message lists them after the territory (§9.4). */
    public static final List<String> NAMES = List.of("waitForTurn", "dogVisibilityR", "dogBarkingR", "sheepStandBy",
            "sheepScaryTurns", "turnsLimit", "dogScaryTurns");

    public SmartDogRules {
        check("turnsLimit", turnsLimit, 1, 100_000);
        check("waitForTurn", waitForTurn, 0, Integer.MAX_VALUE);
        check("dogVisibilityR", dogVisibilityR, 0, 1000);
        check("dogBarkingR", dogBarkingR, 0, 1000);
        check("sheepStandBy", sheepStandBy, 0, Integer.MAX_VALUE - 1);
        check("sheepScaryTurns", sheepScaryTurns, 1, Integer.MAX_VALUE);
        check("dogScaryTurns", dogScaryTurns, 0, Integer.MAX_VALUE);
    }

    private static void check(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be between " + min + " and " + max + ", not " + value);
        }
    }

    /** These rules with the given options replaced (names of §3; unknown names are refused). */
    public SmartDogRules with(Map<String, Integer> overrides) {
        Map<String, Integer> values = asMap();
        for (Map.Entry<String, Integer> e : overrides.entrySet()) {
            if (!values.containsKey(e.getKey())) {
                throw new IllegalArgumentException("unknown smartdog option " + e.getKey());
            }
            values.put(e.getKey(), e.getValue());
        }
        return new SmartDogRules(values.get("turnsLimit"), values.get("waitForTurn"), values.get("dogVisibilityR"),
                values.get("dogBarkingR"), values.get("sheepStandBy"), values.get("sheepScaryTurns"),
                values.get("dogScaryTurns"));
    }

    public SmartDogRules withWaitForTurn(int millis) {
        return new SmartDogRules(turnsLimit, millis, dogVisibilityR, dogBarkingR, sheepStandBy, sheepScaryTurns,
                dogScaryTurns);
    }

    public SmartDogRules withTurnsLimit(int turns) {
        return new SmartDogRules(turns, waitForTurn, dogVisibilityR, dogBarkingR, sheepStandBy, sheepScaryTurns,
                dogScaryTurns);
    }

    /** The options by name, in the order of {@link #NAMES}. */
    public Map<String, Integer> asMap() {
        Map<String, Integer> values = new LinkedHashMap<>();
        values.put("waitForTurn", waitForTurn);
        values.put("dogVisibilityR", dogVisibilityR);
        values.put("dogBarkingR", dogBarkingR);
        values.put("sheepStandBy", sheepStandBy);
        values.put("sheepScaryTurns", sheepScaryTurns);
        values.put("turnsLimit", turnsLimit);
        values.put("dogScaryTurns", dogScaryTurns);
        return values;
    }

    /**
     * What is allowed but unusual (D16: SEED says a dog barks no farther than it sees, the original did not
     * check it): sentences for the log, empty when nothing is.
     */
    public List<String> notes() {
        return dogBarkingR > dogVisibilityR
                ? List.of("dogBarkingR " + dogBarkingR + " is larger than dogVisibilityR " + dogVisibilityR
                        + ": dogs bark farther than they see")
                : List.of();
    }

    /** Whether a calm sheep off a pen walks in turn {@code n} (1-based, §6.2). */
    public boolean walkingTurn(int n) {
        return n % (sheepStandBy + 1) == 0;
    }
}
