package arena.game.sharif;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.RulesDocument;
import arena.game.sharif.maps.MapLibrary;
import arena.game.sharif.rules.BaseUnit;
import arena.game.sharif.rules.Reach;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.Spell;
import arena.game.sharif.rules.SpellType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules pages in English, Russian and Persian: complete, alike in shape, true to the pool's maps. */
class RulesPagesTest {

    private static final List<String> LANGUAGES = List.of("en", "ru", "fa");
    private static final Pattern NAME = Pattern.compile("\\$\\{([^}]+)}");

    private static final SharifEngine ENGINE = new SharifEngine();
    private static final MapLibrary MAPS = MapLibrary.load();
    private static final SharifMap FINAL = MAPS.find(RuleNumbers.FINAL_MAP).orElseThrow();
    private static final SharifMap EARLY = MAPS.find(RuleNumbers.EARLY_MAP).orElseThrow();

    @ParameterizedTest
    @ValueSource(strings = {"en", "ru", "fa"})
    void loadsWithEveryNumberGiven(String language) {
        String text = ENGINE.rules(language).orElseThrow();
        assertThat(text).isNotBlank().doesNotContain("${");
    }

    @Test
    void everyLanguageHasTheSameHeadingsAndNumbers() {
        List<String> english = headings(raw("en"));
        assertThat(english).hasSizeGreaterThanOrEqualTo(10);
        for (String language : LANGUAGES) {
            assertThat(headings(raw(language))).as(language).isEqualTo(english);
            assertThat(names(raw(language))).as(language).isEqualTo(names(raw("en")));
        }
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

    /** The levels of the headings in order: {@code #}, {@code ##}, … */
    private static List<String> headings(String text) {
        return text.lines().filter(l -> l.startsWith("#")).map(l -> l.substring(0, l.indexOf(' '))).toList();
    }

    private static Set<String> names(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = NAME.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    private static String raw(String language) {
        try (InputStream in = SharifEngine.class.getResourceAsStream(RulesDocument.path("sharif", language))) {
            assertThat(in).as(language).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
