package arena.game.sharif.rules;

import static arena.game.sharif.rules.Script.cast;
import static arena.game.sharif.rules.Script.cell;
import static arena.game.sharif.rules.Script.damageUpgrade;
import static arena.game.sharif.rules.Script.put;
import static arena.game.sharif.rules.Script.rangeUpgrade;
import static arena.game.sharif.rules.Script.teleport;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The test vectors of spec §18 on test map T1 and its variants. */
class VectorsTest {

    @Test
    void TV1_spawnMoveApMasking() {
        Script s = Script.on(T1.map()).at(1, 0, put(0, 2));
        Game g = s.runTo(2);
        Unit u = g.unit(37);
        assertThat(u.owner()).isEqualTo(0);
        assertThat(u.base().typeId()).isZero();
        assertThat(u.cell()).isEqualTo(cell(3, 2));
        assertThat(List.of(u.hp(), u.attack(), u.range())).containsExactly(15, 15, 4);
        assertThat(u.target()).isNull();
        assertThat(u.wasPlayedThisTurn()).isTrue();
        assertThat(s.message(0).get("units").get(0).get("pathId").intValue()).isEqualTo(2);
        assertThat(s.message(2).get("units").get(0).get("pathId").intValue()).isEqualTo(2);
        assertThat(s.message(1).get("units").get(0).get("pathId").intValue()).isEqualTo(-1);
        assertThat(s.message(3).get("units").get(0).get("pathId").intValue()).isEqualTo(-1);
        assertThat(s.message(0).get("units").get(0).get("target").intValue()).isEqualTo(-1);
        assertThat(s.message(0).get("units").get(0).has("targetCell")).isFalse();
        assertThat(g.player(0).ap()).isEqualTo(13);
        assertThat(g.player(0).hand()).hasSize(5).first().isNotEqualTo(0);
        s.runTo(3);
        assertThat(u.cell()).isEqualTo(cell(4, 2));
        assertThat(u.wasPlayedThisTurn()).isFalse();
        assertThat(g.player(0).ap()).isEqualTo(15);
    }

    @Test
    void TV2_kingDefenceAndAttackingAKing() {
        Script s = Script.on(T1.map()).at(1, 0, put(0, 2));
        Game g = s.runTo(11);
        assertThat(g.unit(37).cell()).isEqualTo(cell(12, 2));
        assertThat(s.message(0).get("kings").get(3).get("target").intValue()).isEqualTo(37);
        s.runTo(12);
        JsonNode unit = s.message(0).get("units").get(0);
        assertThat(unit.get("cell")).isEqualTo(s.message(0).get("units").get(0).get("cell"));
        assertThat(g.unit(37).cell()).isEqualTo(cell(13, 2));
        assertThat(g.unit(37).hp()).isEqualTo(5);
        assertThat(unit.get("target").intValue()).isEqualTo(3);
        assertThat(unit.get("targetCell").get("row").intValue()).isEqualTo(17);
        assertThat(unit.get("targetCell").get("col").intValue()).isEqualTo(2);
        s.runTo(13);
        assertThat(g.unit(37)).isNull();
        JsonNode died = s.message(0).get("diedUnits").get(0);
        assertThat(died.get("unitId").intValue()).isEqualTo(37);
        assertThat(died.get("hp").intValue()).isZero();
        assertThat(g.diedUnits().get(0).cell()).isEqualTo(cell(13, 2));
        assertThat(g.king(3).hp()).isEqualTo(75);
        assertThat(s.message(0).get("kings").get(3).get("target").intValue()).isEqualTo(-1);
        s.runTo(30);
        assertThat(g.over()).isTrue();
        assertThat(g.scores()).containsExactly(7, 4, 7, 2);
    }

    @Test
    void TV3_mutualKill() {
        Script s = Script.on(T1.map()).at(1, 0, put(0, 2)).at(1, 3, put(0, 2));
        Game g = s.runTo(2);
        assertThat(g.unit(38).cell()).isEqualTo(cell(17, 2));
        s.runTo(7);
        assertThat(g.unit(37).cell()).isEqualTo(cell(8, 2));
        assertThat(g.unit(38).cell()).isEqualTo(cell(12, 2));
        assertThat(g.unit(37).target()).isSameAs(g.unit(38));
        assertThat(g.unit(38).target()).isSameAs(g.unit(37));
        s.runTo(8);
        assertThat(g.diedUnits()).extracting(Unit::id).containsExactly(37, 38);
        assertThat(g.units()).isEmpty();
    }

    @Test
    void TV4_lowerHpPreferred() {
        Script s = Script.on(T1.map()).pick(3, 1, 0, 3, 4, 2).at(1, 0, put(0, 2)).at(1, 3, put(1, 2), put(0, 2));
        Game g = s.runTo(7);
        assertThat(g.unit(38).hp()).isEqualTo(30);
        assertThat(g.unit(39).hp()).isEqualTo(15);
        assertThat(g.unit(37).target()).isSameAs(g.unit(39));
        s.runTo(8);
        assertThat(g.diedUnits()).extracting(Unit::id).containsExactly(37, 39);
        Unit survivor = g.unit(38);
        assertThat(survivor.cell()).isEqualTo(cell(12, 2));
        assertThat(survivor.hp()).isEqualTo(30);
        assertThat(survivor.target()).isNull();
        s.runTo(12);
        assertThat(survivor.cell()).isEqualTo(cell(8, 2));
        assertThat(g.king(0).target()).isSameAs(survivor);
        s.runTo(13);
        assertThat(survivor.cell()).isEqualTo(cell(7, 2));
        assertThat(survivor.hp()).isEqualTo(20);
        assertThat(s.message(3).get("units").get(0).get("target").intValue()).isZero();
        assertThat(survivor.target().cell()).isEqualTo(cell(3, 2));
        s.runTo(14);
        assertThat(g.king(0).hp()).isEqualTo(85);
        assertThat(survivor.hp()).isEqualTo(10);
    }

    @Test
    void TV5_tieBreakById() {
        Game first = Script.on(T1.map()).pick(3, 5, 1, 0, 2, 3).at(1, 0, put(0, 2)).at(1, 3, put(5, 2), put(1, 2))
                .runTo(7);
        assertThat(first.unit(37).target().id()).isEqualTo(38);
        assertThat(first.unit(38).base().typeId()).isEqualTo(5);
        Game second = Script.on(T1.map()).pick(3, 5, 1, 0, 2, 3).at(1, 0, put(0, 2)).at(1, 3, put(1, 2), put(5, 2))
                .runTo(7);
        assertThat(second.unit(37).target().id()).isEqualTo(38);
        assertThat(second.unit(38).base().typeId()).isEqualTo(1);
    }

    @Test
    void TV6_splashAndApLimit() {
        Script s = Script.on(T1.map()).pick(3, 4, 3, 1, 0, 2).at(1, 0, put(1, 2))
                .at(1, 3, put(4, 2), put(3, 2), put(1, 2), put(8, 2));
        Game g = s.runTo(2);
        assertThat(g.units()).extracting(Unit::id).containsExactly(37, 38, 39);
        assertThat(g.unit(38).base().typeId()).isEqualTo(4);
        assertThat(g.unit(39).base().typeId()).isEqualTo(1);
        assertThat(g.player(3).ap()).isEqualTo(4);
        s.runTo(7);
        assertThat(g.unit(37).target()).isSameAs(g.unit(39));
        assertThat(g.unit(39).target()).isSameAs(g.unit(37));
        assertThat(g.unit(38).target()).isNull();
        s.runTo(8);
        assertThat(g.unit(37).hp()).isEqualTo(25);
        assertThat(g.unit(39).hp()).isEqualTo(25);
        assertThat(g.unit(38).hp()).isEqualTo(45);
        assertThat(g.unit(38).cell()).isEqualTo(cell(11, 2));
        s.runTo(9);
        assertThat(g.unit(39).hp()).isEqualTo(20);
        assertThat(g.unit(38).cell()).isEqualTo(cell(10, 2));
        assertThat(g.unit(38).hp()).isEqualTo(45);
        s.runTo(10);
        assertThat(g.unit(38).cell()).isEqualTo(cell(9, 2));
        s.runTo(11);
        assertThat(g.diedUnits()).extracting(Unit::id).containsExactly(37);
    }

    @Test
    void TV7_airAndGround() {
        Script s = Script.on(T1.map()).at(1, 0, put(2, 2)).at(1, 3, put(0, 2));
        Game g = s.runTo(7);
        assertThat(g.unit(38).target()).isSameAs(g.unit(37));
        assertThat(g.unit(37).target()).isNull();
        s.runTo(8);
        assertThat(g.unit(37).cell()).isEqualTo(cell(9, 2));
        assertThat(g.unit(37).hp()).isEqualTo(5);
        s.runTo(9);
        assertThat(g.diedUnits()).extracting(Unit::id).containsExactly(37);
        assertThat(g.unit(38).cell()).isEqualTo(cell(12, 2));
    }

    @Test
    void TV8_pickNormalisationNoPick() {
        Game g = Script.on(T1.map()).pick(0, 8, 8, -1, 12, 7).noPick(1).game();
        assertThat(g.player(0).hand()).startsWith(8, 7);
        assertThat(new HashSet<>(g.player(0).deck())).hasSize(9);
        assertThat(g.player(0).deck()).startsWith(8, 7);
        assertThat(new HashSet<>(g.player(1).hand())).hasSize(5);
        assertThat(new HashSet<>(g.player(1).deck())).hasSize(9);
        assertThat(g.player(1).hand()).isEqualTo(g.player(1).deck().subList(0, 5));
    }

    @Test
    void TV9_friendsPathInvalidPath() {
        Script s = Script.on(T1.variant().turnsToUpgrade(3).build()).pick(0, 8, 8, -1, 12, 7).noPick(1)
                .at(1, 0, put(7, 99), put(8, 3));
        Game g = s.runTo(2);
        Unit u = g.unit(37);
        assertThat(u.base().typeId()).isEqualTo(8);
        assertThat(u.cell()).isEqualTo(cell(2, 3));
        assertThat(s.message(0).get("units").get(0).get("pathId").intValue()).isEqualTo(3);
        assertThat(s.message(1).get("units").get(0).get("pathId").intValue()).isEqualTo(-1);
        assertThat(g.player(0).ap()).isEqualTo(11);
        s.runTo(7);
        assertThat(u.cell()).isEqualTo(cell(2, 8));
        s.runTo(8);
        assertThat(u.cell()).isEqualTo(cell(3, 8));

        Game friendPath = Script.on(T1.map()).at(1, 0, put(0, 0)).runTo(2);
        assertThat(friendPath.units()).isEmpty();
        assertThat(friendPath.player(0).ap()).isEqualTo(15);
    }

    @Test
    void TV10_upgrades() {
        Script s = Script.on(T1.variant().turnsToUpgrade(3).build()).pick(0, 8, 8, -1, 12, 7).noPick(1)
                .at(1, 0, put(7, 99), put(8, 3))
                .at(3, 0, rangeUpgrade(37), damageUpgrade(37)).at(3, 2, rangeUpgrade(37), damageUpgrade(37))
                .at(6, 0, damageUpgrade(37), rangeUpgrade(37));
        Game g = s.runTo(3);
        for (int team = 0; team < 2; team++) {
            Player a = g.player(team);
            Player b = g.player(team + 2);
            assertThat(a.gotRangeToken()).isNotEqualTo(b.gotRangeToken());
            assertThat(a.gotDamageToken()).isEqualTo(b.gotRangeToken());
            assertThat(a.gotDamageToken() || a.gotRangeToken()).isTrue();
        }
        boolean p0Range = g.player(0).rangeTokens() == 1;
        s.runTo(4);
        Unit u = g.unit(37);
        if (p0Range) {
            assertThat(List.of(u.range(), u.attack(), u.rangeLevel())).containsExactly(3, 15, 1);
            assertThat(g.player(0).rangeTokens()).isZero();
            assertThat(g.player(2).damageTokens()).isEqualTo(1);
        } else {
            assertThat(List.of(u.range(), u.attack(), u.damageLevel())).containsExactly(2, 18, 1);
            assertThat(g.player(0).damageTokens()).isZero();
            assertThat(g.player(2).rangeTokens()).isEqualTo(1);
        }
        s.runTo(6);
        boolean rangeAtSix = g.player(0).rangeTokens() == 1;
        int levels = u.rangeLevel() + u.damageLevel();
        s.runTo(7);
        assertThat(u.rangeLevel() + u.damageLevel()).isEqualTo(levels + 1);
        assertThat(rangeAtSix ? u.wasRangeUpgraded() : u.wasDamageUpgraded()).isTrue();
    }

    @Test
    void TV11_kingDeathReroutingEarlyEnd() {
        Script s = Script.on(T1.variant().kings(20, 2).build()).at(1, 0, put(0, 2)).at(15, 3, put(0, 1));
        Game g = s.runTo(12);
        Unit u = g.unit(37);
        assertThat(u.cell()).isEqualTo(cell(13, 2));
        assertThat(u.hp()).isEqualTo(13);
        assertThat(s.message(0).get("units").get(0).get("target").intValue()).isEqualTo(3);
        s.runTo(13);
        assertThat(g.king(3).hp()).isEqualTo(5);
        assertThat(u.hp()).isEqualTo(11);
        s.runTo(14);
        JsonNode king3 = s.message(0).get("kings").get(3);
        assertThat(king3.get("isAlive").booleanValue()).isFalse();
        assertThat(king3.get("hp").intValue()).isZero();
        assertThat(u.cell()).isEqualTo(cell(13, 2));
        assertThat(u.hp()).isEqualTo(9);
        for (int t = 15; t <= 19; t++) {
            s.runTo(t);
            assertThat(u.cell()).isEqualTo(cell(t - 1, 2));
        }
        assertThat(g.king(1).target()).isSameAs(u);
        assertThat(g.units()).extracting(Unit::owner).containsOnly(0);
        s.runTo(20);
        assertThat(u.cell()).isEqualTo(cell(18, 3));
        assertThat(u.hp()).isEqualTo(7);
        assertThat(u.target().cell()).isEqualTo(cell(18, 7));
        s.runTo(21);
        assertThat(g.king(1).hp()).isEqualTo(5);
        assertThat(g.over()).isFalse();
        s.runTo(30);
        assertThat(g.over()).isTrue();
        assertThat(g.turn()).isEqualTo(22);
        assertThat(s.message(0).get("kings")).extracting(k -> k.get("hp").intValue()).containsExactly(20, 0, 20, 0);
        assertThat(g.scores()).containsExactly(7, 3, 7, 3);
    }

    @Test
    void TV12_damageSpellOneSpellPerTurnOutOfMapCast() {
        Script s = Script.on(T1.only(T1.DAMAGE)).pick(3, 6, 0, 1, 2, 3)
                .at(1, 0, put(0, 2)).at(1, 3, put(6, 2), put(0, 2))
                .at(2, 0, cast(0, 17, 2)).at(2, 3, cast(0, 3, 3))
                .at(4, 0, cast(0, 15, 1), cast(0, 16, 2)).at(4, 1, cast(0, 21, 2));
        Game g = s.runTo(3);
        assertThat(List.of(g.unit(37).hp(), g.unit(38).hp(), g.unit(39).hp())).containsExactly(11, 11, 11);
        assertThat(g.unit(38).cell()).isEqualTo(cell(16, 2));
        assertThat(g.unit(39).cell()).isEqualTo(cell(16, 2));
        assertThat(g.castSpells()).containsExactly(
                new CastReport(0, 1, 0, cell(17, 2), 0, 0, 0, true, List.of(38, 39)),
                new CastReport(0, 2, 3, cell(3, 3), 0, 0, 0, true, List.of(37)));
        assertThat(List.of(g.king(0).hp(), g.king(1).hp(), g.king(2).hp(), g.king(3).hp()))
                .containsExactly(90, 90, 90, 90);
        s.runTo(5);
        assertThat(g.unit(38).hp()).isEqualTo(7);
        assertThat(g.unit(39).hp()).isEqualTo(7);
        assertThat(g.player(1).spellList()).containsExactly(0, 0);
        assertThat(g.castSpells()).singleElement().satisfies(c -> {
            assertThat(c.id()).isEqualTo(3);
            assertThat(c.cell()).isEqualTo(cell(15, 1));
        });
    }

    @Test
    void TV13_poison() {
        Script s = Script.on(T1.only(T1.POISON)).pick(3, 6, 0, 1, 2, 3)
                .at(1, 3, put(6, 2), put(0, 2)).at(2, 0, cast(0, 17, 2)).at(3, 3, put(1, 2));
        int[][] expected = {{3, 13, 2}, {4, 11, 1}, {5, 9, 0}};
        Game g = s.game();
        for (int[] row : expected) {
            g = s.runTo(row[0]);
            assertThat(g.unit(37).hp()).as("T%d", row[0]).isEqualTo(row[1]);
            assertThat(g.unit(38).hp()).isEqualTo(row[1]);
            assertThat(g.castSpells()).singleElement().satisfies(c -> {
                assertThat(c.remainingTurns()).isEqualTo(row[2]);
                assertThat(c.wasCastThisTurn()).isEqualTo(row[0] == 3);
            });
            assertThat(g.unit(37).affectedSpells()).isEqualTo(row[0] < 5 ? java.util.Set.of(1) : java.util.Set.of());
        }
        s.runTo(6);
        assertThat(g.unit(37).hp()).isEqualTo(9);
        assertThat(g.unit(39).hp()).isEqualTo(30);
    }

    @Test
    void TV14_healCapAndHealingATeammatesUnit() {
        Script s = Script.on(T1.only(T1.HEAL)).pick(3, 1, 0, 2, 3, 4).at(1, 0, put(1, 2)).at(1, 3, put(0, 2))
                .at(2, 0, cast(0, 3, 2)).at(8, 2, cast(0, 9, 2));
        Game g = s.runTo(3);
        assertThat(g.unit(37).hp()).isEqualTo(30);
        s.runTo(7);
        assertThat(g.unit(37).cell()).isEqualTo(cell(8, 2));
        assertThat(g.unit(38).cell()).isEqualTo(cell(12, 2));
        assertThat(g.unit(37).target()).isSameAs(g.unit(38));
        assertThat(g.unit(38).target()).isSameAs(g.unit(37));
        s.runTo(8);
        assertThat(g.unit(37).hp()).isEqualTo(15);
        assertThat(g.unit(38).hp()).isEqualTo(10);
        s.runTo(9);
        assertThat(g.unit(37).hp()).isEqualTo(3);
        assertThat(g.unit(38).hp()).isEqualTo(5);
    }

    @Test
    void TV15_haste() {
        Script s = Script.on(T1.only(T1.HASTE)).at(1, 0, put(0, 2)).at(2, 0, cast(0, 4, 3));
        Game g = s.runTo(2);
        Unit u = g.unit(37);
        assertThat(u.cell()).isEqualTo(cell(3, 2));
        s.runTo(3);
        assertThat(u.cell()).isEqualTo(cell(5, 2));
        assertThat(u.isHasted()).isTrue();
        assertThat(u.affectedSpells()).containsExactly(1);
        s.runTo(4);
        assertThat(u.cell()).isEqualTo(cell(7, 2));
        assertThat(u.isHasted()).isTrue();
        assertThat(u.affectedSpells()).isEmpty();
        s.runTo(5);
        assertThat(u.cell()).isEqualTo(cell(8, 2));
        assertThat(u.isHasted()).isFalse();
    }

    @Test
    void TV16_teleport() {
        Script s = Script.on(T1.only(T1.TELE)).at(1, 0, put(0, 2)).at(1, 3, put(1, 2))
                .at(2, 0, teleport(0, 11, 8, 37, 3)).at(2, 3, teleport(0, 10, 2, 38, 2))
                .at(3, 0, teleport(0, 10, 8, 37, 3)).at(4, 2, teleport(0, 10, 8, 37, 3))
                .at(6, 0, teleport(0, 2, 5, 37, 3));
        Game g = s.runTo(3);
        assertThat(g.castSpells()).extracting(CastReport::id).containsExactly(2);
        assertThat(g.player(0).spellCount(0)).isEqualTo(1);
        assertThat(g.unit(38).cell()).isEqualTo(cell(9, 2));
        s.runTo(4);
        Unit u = g.unit(37);
        assertThat(u.cell()).isEqualTo(cell(11, 8));
        assertThat(u.pathId()).isEqualTo(3);
        assertThat(g.castSpells()).containsExactly(new CastReport(0, 3, 0, cell(10, 8), 37, 3, 0, true, List.of(37)));
        JsonNode enemyView = s.message(1).get("castSpells").get(0);
        assertThat(enemyView.get("pathId").intValue()).isEqualTo(-1);
        s.runTo(5);
        assertThat(g.castSpells()).isEmpty();
        assertThat(u.pathId()).isEqualTo(3);
        s.runTo(6);
        assertThat(u.cell()).isEqualTo(cell(13, 8));
        assertThat(u.target()).isInstanceOf(KingCell.class);
        s.runTo(7);
        assertThat(g.castSpells()).extracting(CastReport::id).containsExactly(5);
        assertThat(u.cell()).isEqualTo(cell(2, 6));
        assertThat(u.target()).isNull();
    }

    @Test
    void TV17_duplicate() {
        Script s = Script.on(T1.only(T1.DUPLICATE)).pick(0, 1, 0, 2, 3, 4).at(1, 0, put(1, 2)).at(2, 0, cast(0, 3, 2));
        Game g = s.runTo(3);
        Unit clone = g.unit(38);
        assertThat(clone.owner()).isZero();
        assertThat(clone.base().typeId()).isEqualTo(1);
        assertThat(clone.pathId()).isEqualTo(2);
        assertThat(clone.cell()).isEqualTo(cell(4, 2)).isEqualTo(g.unit(37).cell());
        assertThat(List.of(clone.hp(), clone.attack(), clone.range())).containsExactly(15, 2, 4);
        assertThat(clone.isDuplicate()).isTrue();
        assertThat(clone.affectedSpells()).containsExactly(1);
        assertThat(g.castSpells()).containsExactly(new CastReport(0, 1, 0, cell(3, 2), 0, 0, 2, true, List.of(38)));
        s.runTo(4);
        assertThat(clone.cell()).isEqualTo(cell(5, 2)).isEqualTo(g.unit(37).cell());
        assertThat(g.castSpells().get(0).remainingTurns()).isEqualTo(1);
        s.runTo(5);
        assertThat(g.diedUnits()).singleElement().isSameAs(clone);
        assertThat(clone.cell()).isEqualTo(cell(5, 2));
        assertThat(g.unit(37).cell()).isEqualTo(cell(6, 2));
        assertThat(g.castSpells().get(0).remainingTurns()).isZero();
    }

    @Test
    void TV18_expiredCloneStillFights() {
        Script s = Script.on(T1.only(T1.DUPLICATE)).pick(0, 1, 0, 2, 3, 4).at(1, 0, put(1, 2)).at(1, 3, put(0, 2))
                .at(5, 0, cast(0, 6, 2));
        Game g = s.runTo(6);
        assertThat(g.unit(39).hp()).isEqualTo(15);
        assertThat(g.unit(39).attack()).isEqualTo(2);
        s.runTo(7);
        assertThat(g.unit(37).cell()).isEqualTo(cell(8, 2)).isEqualTo(g.unit(39).cell());
        assertThat(g.unit(38).cell()).isEqualTo(cell(12, 2));
        assertThat(g.unit(38).target()).isSameAs(g.unit(39));
        assertThat(g.unit(37).target()).isSameAs(g.unit(38));
        assertThat(g.unit(39).target()).isSameAs(g.unit(38));
        s.runTo(8);
        assertThat(g.diedUnits()).extracting(Unit::id).containsExactly(39);
        assertThat(g.unit(38).hp()).isEqualTo(8);
        assertThat(g.unit(37).hp()).isEqualTo(30);
        s.runTo(9);
        assertThat(g.unit(37).hp()).isEqualTo(15);
        assertThat(g.unit(38).hp()).isEqualTo(3);
    }

    @Test
    void TV19_spellKillAndTheSweepRule() {
        String kill = T1.withPower(T1.DAMAGE, -20);
        Script a = Script.on(T1.only(kill)).at(1, 0, put(0, 2)).at(1, 3, put(0, 2)).at(7, 0, cast(0, 12, 2));
        Game g = a.runTo(7);
        assertThat(g.unit(37).target()).isSameAs(g.unit(38));
        a.runTo(8);
        assertThat(g.diedUnits()).extracting(Unit::id).containsExactly(37, 38);

        Script b = Script.on(T1.variant().spells(kill, T1.HASTE).turnsToSpell(2).build())
                .at(1, 0, put(0, 2)).at(1, 3, put(0, 2)).at(7, 0, cast(0, 12, 2))
                .at(7, 1, cast(1, 10, 6)).at(7, 2, cast(1, 10, 6)).at(7, 3, cast(1, 10, 6));
        Game h = b.runTo(7);
        for (int p = 0; p < 4; p++) {
            h.players[p].spells[0] = p == 0 ? 1 : 0;
            h.players[p].spells[1] = p == 0 ? 0 : 1;
        }
        b.runTo(8);
        assertThat(h.diedUnits()).extracting(Unit::id).containsExactly(38);
        Unit survivor = h.unit(37);
        assertThat(survivor.cell()).isEqualTo(cell(9, 2));
        assertThat(survivor.hp()).isEqualTo(15);
        assertThat(survivor.target()).isNull();
        assertThat(h.castSpells()).containsExactly(
                new CastReport(0, 1, 0, cell(12, 2), 0, 0, 0, true, List.of(38)),
                new CastReport(1, 2, 1, cell(10, 6), 0, 0, 1, true, List.of()),
                new CastReport(1, 3, 2, cell(10, 6), 0, 0, 1, true, List.of()),
                new CastReport(1, 4, 3, cell(10, 6), 0, 0, 1, true, List.of()));
    }

    @Test
    void TV24_grants() {
        Script s = Script.on(T1.map());
        Game g = s.game();
        for (int t = 1; t <= 30; t++) {
            g = s.runTo(t);
            for (int p = 0; p < 4; p++) {
                if (t % 10 == 0) {
                    assertThat(g.player(p).receivedSpell()).as("T%d P%d", t, p).isBetween(0, 5);
                } else {
                    assertThat(g.player(p).receivedSpell()).as("T%d P%d", t, p).isEqualTo(-1);
                }
            }
            if (t == 23) {
                for (int team = 0; team < 2; team++) {
                    assertThat(g.player(team).gotRangeToken()).isEqualTo(g.player(team + 2).gotDamageToken());
                    assertThat(g.player(team).gotRangeToken()).isNotEqualTo(g.player(team).gotDamageToken());
                }
            } else {
                assertThat(g.player(0).gotRangeToken() || g.player(0).gotDamageToken()).isFalse();
            }
        }
        assertThat(g.over()).isTrue();
        assertThat(g.player(0).spellList()).hasSize(3);
    }

    @Test
    void TV25_netHpWithinOneSpellPhase() {
        String damage = T1.withPower(T1.DAMAGE, -16);
        Script s = Script.on(T1.variant().spells(damage, T1.HEAL).turnsToSpell(2).build())
                .at(1, 0, put(0, 2)).at(6, 0, cast(1, 7, 2)).at(6, 2, cast(1, 7, 2)).at(6, 3, cast(0, 7, 2));
        Game g = s.runTo(6);
        assertThat(g.unit(37).cell()).isEqualTo(cell(7, 2));
        assertThat(g.unit(37).hp()).isEqualTo(15);
        holds(g, 0, 1);
        holds(g, 2, 1);
        holds(g, 3, 0);
        s.runTo(7);
        assertThat(g.unit(37).cell()).isEqualTo(cell(8, 2));
        assertThat(g.unit(37).hp()).isEqualTo(5);
        assertThat(g.castSpells()).extracting(CastReport::id).containsExactly(3, 1, 2);

        Script twice = Script.on(T1.variant().spells(damage, T1.HEAL).turnsToSpell(2).build())
                .at(1, 0, put(0, 2)).at(6, 0, cast(1, 7, 2)).at(6, 2, cast(1, 7, 2)).at(6, 3, cast(0, 7, 2))
                .at(6, 1, cast(0, 7, 2));
        Game h = twice.runTo(6);
        holds(h, 0, 1);
        holds(h, 2, 1);
        holds(h, 3, 0);
        holds(h, 1, 0);
        twice.runTo(7);
        assertThat(h.diedUnits()).extracting(Unit::id).containsExactly(37);
    }

    /**
     * The original lists units in its id-keyed table's order (D-15): (id mod buckets, id), the buckets doubling
     * from 16 whenever king cells plus units pass 3/4 of them, never shrinking. Ids from 62 (or 58) on, as if
     * earlier units had come and gone.
     */
    @Test
    void TV26_unitsAndDiedUnitsInTheOriginalTableOrder() {
        Script s = Script.on(T1.map()).pick(3, 1, 0, 3, 4, 2).at(1, 0, put(0, 2)).at(1, 3, put(1, 2), put(0, 2));
        s.game().nextEntityId = 62;
        s.runTo(2);
        assertThat(ids(s.message(0), "units")).containsExactly(64, 62, 63);
        assertThat(ids(s.message(1), "units")).containsExactly(64, 62, 63);
        s.runTo(8);
        assertThat(ids(s.message(0), "diedUnits")).containsExactly(64, 62);

        Script r = Script.on(T1.map());
        for (int p = 0; p < 4; p++) {
            r.at(1, p, put(0, 2), put(1, 2), put(2, 2));
        }
        r.at(2, 0, put(3, 2));
        r.game().nextEntityId = 58;
        r.runTo(2);
        assertThat(ids(r.message(0), "units")).as("36 + 12 entries, 64 buckets")
                .containsExactly(64, 65, 66, 67, 68, 69, 58, 59, 60, 61, 62, 63);
        r.runTo(3);
        assertThat(ids(r.message(0), "units")).as("36 + 13 entries, 128 buckets")
                .containsExactly(58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70);
        r.runTo(12);
        assertThat(ids(r.message(0), "units")).as("9 units left, still 128 buckets")
                .containsExactly(59, 61, 62, 63, 64, 65, 66, 68, 70);
    }

    /**
     * A duplicate copies a cell's units in the order they entered it (D-15). The move phase re-enters every
     * walking unit in table order, so 64 enters (3,2) before 63; a teleport enters its cell last.
     */
    @Test
    void TV27_duplicateCopiesInCellEntryOrder() {
        Script s = Script.on(T1.only(T1.DUPLICATE)).pick(0, 1, 0, 2, 3, 4).at(1, 0, put(1, 2), put(0, 2))
                .at(2, 0, cast(0, 3, 2));
        Game g = s.game();
        g.nextEntityId = 63;
        s.runTo(2);
        assertThat(g.unit(63).cell()).isEqualTo(cell(3, 2)).isEqualTo(g.unit(64).cell());
        s.runTo(3);
        Unit first = g.unit(65);
        Unit second = g.unit(66);
        assertThat(List.of(first.base().typeId(), first.hp(), first.attack())).containsExactly(0, 7, 7);
        assertThat(List.of(second.base().typeId(), second.hp(), second.attack())).containsExactly(1, 15, 2);
        assertThat(g.castSpells()).containsExactly(new CastReport(0, 1, 0, cell(3, 2), 0, 0, 2, true, List.of(65, 66)));
        assertThat(ids(s.message(0), "units")).containsExactly(64, 65, 66, 63);

        Script t = Script.on(T1.variant().spells(T1.TELE, T1.DUPLICATE).turnsToSpell(2).build())
                .pick(0, 1, 0, 2, 3, 4).at(1, 0, put(1, 2)).at(2, 0, put(0, 2))
                .at(3, 0, teleport(0, 3, 2, 37, 2)).at(3, 2, cast(1, 3, 2));
        Game h = t.runTo(3);
        holds(h, 0, 0);
        holds(h, 2, 1);
        assertThat(h.unit(37).cell()).isEqualTo(cell(4, 2));
        assertThat(h.unit(38).cell()).isEqualTo(cell(3, 2));
        t.runTo(4);
        assertThat(h.unit(39).base().typeId()).as("the copy of 38, which was there first").isZero();
        assertThat(h.unit(40).base().typeId()).isEqualTo(1);
        assertThat(h.castSpells()).extracting(CastReport::affectedUnits).containsExactly(List.of(37), List.of(39, 40));
    }

    /**
     * An area spell's {@code affectedUnits} in the original's scan order: rows, columns, then cell entry; a
     * unit's {@code affectedSpells} in its hash set's order, 16 buckets (D-15).
     */
    @Test
    void TV28_affectedUnitsAndAffectedSpellsOrder() {
        Script s = Script.on(T1.only(T1.HASTE)).at(1, 0, put(0, 2)).at(2, 0, put(1, 2)).at(3, 0, cast(0, 3, 2));
        Game g = s.runTo(3);
        assertThat(g.unit(37).cell()).isEqualTo(cell(4, 2));
        assertThat(g.unit(38).cell()).isEqualTo(cell(3, 2));
        s.runTo(4);
        assertThat(g.castSpells()).singleElement().extracting(CastReport::affectedUnits).isEqualTo(List.of(38, 37));

        Script t = Script.on(T1.variant().spells(T1.POISON, T1.HASTE).turnsToSpell(2).build()).at(1, 0, put(0, 2))
                .at(3, 3, cast(0, 4, 2)).at(4, 0, cast(1, 5, 2));
        Game h = t.runTo(3);
        h.nextCastId = 15;
        holds(h, 3, 0);
        assertThat(h.unit(37).cell()).isEqualTo(cell(4, 2));
        t.runTo(4);
        holds(h, 0, 1);
        assertThat(h.unit(37).cell()).isEqualTo(cell(5, 2));
        t.runTo(5);
        assertThat(h.castSpells()).extracting(CastReport::id).containsExactly(15, 16);
        assertThat(h.unit(37).affectedSpells()).containsExactly(16, 15);
        assertThat(t.message(0).get("units").get(0).get("affectedSpells").toString()).isEqualTo("[16,15]");
    }

    private static List<Integer> ids(JsonNode message, String list) {
        List<Integer> ids = new java.util.ArrayList<>();
        message.get(list).forEach(unit -> ids.add(unit.get("unitId").intValue()));
        return ids;
    }

    /** Sets a player's spells to exactly one of a type: a precondition of spec §18 set directly. */
    private static void holds(Game game, int player, int spellType) {
        java.util.Arrays.fill(game.players[player].spells, 0);
        game.players[player].spells[spellType] = 1;
    }
}
