package arena.game.sharif.rules;

/**
 * The game's numbers (spec §2), the {@code gameConstants} of a map file: the original server has no
 * built-in numbers, so every map carries its own and the engine reads them from there (D-1).
 *
 * @param maxAP                 AP cap and initial AP
 * @param apAddition            AP added at the end of every turn
 * @param maxTurns              the final state's turn: players act on turns 1 .. maxTurns - 1
 * @param turnTimeout           ms a turn's window stays open
 * @param pickTimeout           ms the pick window (turn 0) stays open
 * @param turnsToUpgrade        upgrade tokens are granted at every multiple of this turn
 * @param turnsToSpell          spells are granted at every multiple of this turn
 * @param damageUpgradeAddition attack added per damage upgrade
 * @param rangeUpgradeAddition  range added per range upgrade
 * @param deckSize              cards in a deck
 * @param handSize              cards in a hand
 */
public record SharifRules(int maxAP, int apAddition, int maxTurns, int turnTimeout, int pickTimeout,
        int turnsToUpgrade, int turnsToSpell, int damageUpgradeAddition, int rangeUpgradeAddition,
        int deckSize, int handSize) {

    /**
     * The seed document's numbers (D-1 preset for maps of our own): maxAP 15, 100 turns, 400 ms turns; the
     * seed is silent on the pick time and the upgrade additions, which come from the original's final maps.
     */
    public static final SharifRules SEED = new SharifRules(15, 2, 100, 400, 5000, 23, 10, 3, 1, 9, 5);

    /** The four players, two per team (spec §1). */
    public static final int PLAYERS = 4;
    /** The first unit id: 36 king cells come first, and clients read a target 0..3 as a king (spec §4). */
    public static final int FIRST_UNIT_ID = 37;
    /** Spell instances count from 1 (spec §4). */
    public static final int FIRST_CAST_ID = 1;
    /** A serialised {@code init} stays under this, a margin below the C++ client's 660,000-byte buffer (§3.5). */
    public static final int MAX_INIT_BYTES = 600_000;
    /** Longest game a map may ask for: bounds a match's wall time and its replay. */
    public static final int MAX_TURNS_LIMIT = 1000;

    public SharifRules {
        int[] positive = {maxAP, maxTurns, turnTimeout, pickTimeout, turnsToUpgrade, turnsToSpell, deckSize,
                handSize};
        for (int value : positive) {
            if (value <= 0) {
                throw new IllegalArgumentException("game constants must be positive: " + value);
            }
        }
        if (apAddition < 0 || damageUpgradeAddition < 0 || rangeUpgradeAddition < 0) {
            throw new IllegalArgumentException("apAddition and the upgrade additions cannot be negative");
        }
        if (handSize > deckSize) {
            throw new IllegalArgumentException("handSize " + handSize + " is larger than deckSize " + deckSize);
        }
        if (maxTurns > MAX_TURNS_LIMIT) {
            throw new IllegalArgumentException("maxTurns " + maxTurns + " is over " + MAX_TURNS_LIMIT);
        }
    }

    public SharifRules withMaxTurns(int turns) {
        return new SharifRules(maxAP, apAddition, turns, turnTimeout, pickTimeout, turnsToUpgrade, turnsToSpell,
                damageUpgradeAddition, rangeUpgradeAddition, deckSize, handSize);
    }

    public SharifRules withTurnsToSpell(int turns) {
        return new SharifRules(maxAP, apAddition, maxTurns, turnTimeout, pickTimeout, turnsToUpgrade, turns,
                damageUpgradeAddition, rangeUpgradeAddition, deckSize, handSize);
    }

    public SharifRules withTurnsToUpgrade(int turns) {
        return new SharifRules(maxAP, apAddition, maxTurns, turnTimeout, pickTimeout, turns, turnsToSpell,
                damageUpgradeAddition, rangeUpgradeAddition, deckSize, handSize);
    }

    /** Teams are {0, 2} and {1, 3}. */
    public static int team(int player) {
        return player % 2;
    }

    public static int friend(int player) {
        return player ^ 2;
    }
}
