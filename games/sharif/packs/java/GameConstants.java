import java.util.Map;

/** The game's numbers, from the map. */
public final class GameConstants {
    public final int maxAP, maxTurns, turnTimeout, pickTimeout, turnsToUpgrade, turnsToSpell, damageUpgradeAddition,
            rangeUpgradeAddition, deckSize, handSize, apAddition;

    GameConstants(Map<String, Object> m) {
        maxAP = Json.integer(m, "maxAP", 0);
        maxTurns = Json.integer(m, "maxTurns", 0);
        turnTimeout = Json.integer(m, "turnTimeout", 0);
        pickTimeout = Json.integer(m, "pickTimeout", 0);
        turnsToUpgrade = Json.integer(m, "turnsToUpgrade", 1);
        turnsToSpell = Json.integer(m, "turnsToSpell", 1);
        damageUpgradeAddition = Json.integer(m, "damageUpgradeAddition", 0);
        rangeUpgradeAddition = Json.integer(m, "rangeUpgradeAddition", 0);
        deckSize = Json.integer(m, "deckSize", 0);
        handSize = Json.integer(m, "handSize", 0);
        apAddition = Json.integer(m, "apAddition", 0);
    }
}
