package arena.game.sharif;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.sharif.maps.MapLibrary;
import arena.game.sharif.rules.BaseUnit;
import arena.game.sharif.rules.Reach;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.Spell;
import arena.game.sharif.rules.SpellType;
import arena.testing.RulesPagesCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rules pages in English, Russian and Persian: complete, alike in shape, true to the pool's maps. */
class RulesPagesTest extends RulesPagesCheck {

    private static final SharifEngine ENGINE = new SharifEngine();
    private static final MapLibrary MAPS = MapLibrary.load();
    private static final SharifMap FINAL = MAPS.find(RuleNumbers.FINAL_MAP).orElseThrow();
    private static final SharifMap EARLY = MAPS.find(RuleNumbers.EARLY_MAP).orElseThrow();

    @Override
    protected GameEngine engine() {
        return ENGINE;
    }

    @Test
    void quotesTheFinalMapsNumbers() {
        String text = ENGINE.rules("en").orElseThrow();
        BaseUnit tank = FINAL.baseUnit(4);
        assertThat(unitRows(text).get(4)).endsWith("| " + tank.maxHP() + " | " + tank.baseAttack() + " | "
                + tank.baseRange() + " | " + tank.ap() + " |");
        assertThat(text).contains("Each king has " + FINAL.king(0).hp() + " hit points")
                .contains("A turn lasts " + FINAL.rules().turnTimeout() + " ms and the pick phase "
                        + FINAL.rules().pickTimeout() + " ms, each with " + SharifEngine.LIMITS.move().toMillis())
                .contains("the players act on turns 1 to " + (FINAL.rules().maxTurns() - 1) + ".")
                .contains("On the early maps a player starts with " + EARLY.rules().maxAP() + " AP");
    }

    /** The kind, what it can hit and whether it hits one or all: words on the page, facts of every map. */
    @Test
    void theUnitTableNamesEveryTypesKindAndTargets() {
        List<String> rows = unitRows(ENGINE.rules("en").orElseThrow());
        for (SharifMap map : MAPS.maps()) {
            for (BaseUnit unit : map.baseUnits()) {
                String[] cells = rows.get(unit.typeId()).split("\\|");
                assertThat(cells[2].strip()).as(map.name() + " " + unit.typeId()).isEqualTo(unit.isFlying() ? "air" : "ground");
                assertThat(cells[3].strip()).as(map.name() + " " + unit.typeId()).isEqualTo(Map.of(Reach.GROUND, "ground",
                        Reach.AIR, "air", Reach.BOTH, "ground and air").get(unit.target()));
                assertThat(cells[4].strip()).as(map.name() + " " + unit.typeId()).isEqualTo(unit.isMultiple() ? "all" : "one");
            }
        }
    }

    /** The spell table names spells by type id: haste, damage, heal, teleport, duplicate, poison, on every map. */
    @Test
    void theSpellTableNamesEveryMapsSpells() {
        for (SharifMap map : MAPS.maps()) {
            assertThat(map.spells()).as(map.name()).isEqualTo(FINAL.spells());
        }
        List<Spell> spells = FINAL.spells();
        assertThat(spells).extracting(Spell::type).containsExactly(SpellType.HASTE, SpellType.HP, SpellType.HP,
                SpellType.TELE, SpellType.DUPLICATE, SpellType.HP);
        assertThat(spells.get(1).power()).isNegative();
        assertThat(spells.get(2).power()).isPositive();
        assertThat(spells.get(5).power()).isNegative();
        assertThat(spells.get(5).duration()).isGreaterThan(1);
    }

    @Test
    void everyMapOfThePoolIsInOneOfTheTwoSets() {
        Map<String, Object> numbers = ENGINE.ruleNumbers();
        List<String> listed = new ArrayList<>();
        for (String set : List.of("finalMaps", "earlyMaps")) {
            listed.addAll(List.of(numbers.get(set).toString().split(", ")));
        }
        assertThat(listed).containsExactlyInAnyOrderElementsOf(MapLibrary.IDS);
    }

    /** The nine rows of the first unit table (the final maps'), by type id. */
    private static List<String> unitRows(String text) {
        List<String> rows = text.lines().dropWhile(l -> !l.startsWith("| Type | Kind |")).skip(2)
                .takeWhile(l -> l.startsWith("|")).toList();
        assertThat(rows).hasSize(9);
        return rows;
    }
}
