package arena.game.bomber.rules;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.bomber.maps.MapLibrary;
import org.junit.jupiter.api.Test;

/**
 * The test vectors of spec §15, each copied verbatim (map, script, expected states) and played on the
 * rules with injected commands, orders and crashes.
 */
class BomberVectorsTest {

    /**
     * BV-01 Movement and obstacles: moves succeed only into free, empty, in-bounds cells; destructible,
     * indestructible, border and an occupied cell all block; a blocked move is simply lost.
     */
    @Test
    void BV01_movementAndObstacles() {
        BomberFixture.fromSpec("defaults", """
                1.+#2
                .....
                #####""")
            .script("""
                t1: P1=RIGHT
                t2: P1=RIGHT
                t3: P1=UP
                t4: P1=DOWN
                t5: P1=RIGHT
                t6: P1=RIGHT
                t7: P1=UP
                t8: P1=RIGHT
                t9: P1=UP""")
            .expect("""
                after tick 1: gameOver=false
                P1 (1,0) alive points=0 bombsCount=1 bangRadius=1
                P2 (4,0) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ..+#. / ..... / #####
                after tick 3: gameOver=false
                P1 (1,0) alive points=0 bombsCount=1 bangRadius=1
                P2 (4,0) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ..+#. / ..... / #####
                after tick 9: gameOver=false
                P1 (4,1) alive points=0 bombsCount=1 bangRadius=1
                P2 (4,0) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ..+#. / ..... / #####""");
    }

    /**
     * BV-02 Bomb countdown, cross of radius 1, lava lifetime: bomb liveTime shown 3,2,1; explosion during tick
     * 4 (placed in tick 1); owner escaped diagonally; lava visible with liveTime 1 after the explosion tick
     * and gone one tick later; bombsCount returns to 1.
     */
    @Test
    void BV02_bombCountdownCrossAndLavaLifetime() {
        BomberFixture.fromSpec("defaults", """
                .....
                .1...
                ....2""")
            .script("""
                t1: P1=BOMB
                t2: P1=RIGHT
                t3: P1=DOWN
                t4: P1=WAIT
                t5: P1=WAIT""")
            .expect("""
                after tick 1: gameOver=false
                P1 (1,1) alive points=0 bombsCount=0 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: (1,1) owner=P1 r=1 liveTime=3
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 2: gameOver=false
                P1 (2,1) alive points=0 bombsCount=0 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: (1,1) owner=P1 r=1 liveTime=2
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 3: gameOver=false
                P1 (2,2) alive points=0 bombsCount=0 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: (1,1) owner=P1 r=1 liveTime=1
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 4: gameOver=false
                P1 (2,2) alive points=0 bombsCount=1 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: (0,1) P1 lt=1; (1,0) P1 lt=1; (1,1) P1 lt=1; (1,2) P1 lt=1; (2,1) P1 lt=1
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 5: gameOver=false
                P1 (2,2) alive points=0 bombsCount=1 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /**
     * BV-03 Rays stop at indestructible cells: radius-2 rays: the upward ray stops before the wall at (2,0)
     * (no lava on the wall), the downward ray is blocked at once by (2,3); left/right rays run the full
     * radius.
     */
    @Test
    void BV03_raysStopAtIndestructibleCells() {
        BomberFixture.fromSpec("bangStartRadius=2", """
                ..#..
                .....
                ..1..
                .##..
                ....2""")
            .script("""
                t1: P1=BOMB
                t2: P1=RIGHT
                t3: P1=DOWN
                t4: P1=WAIT""")
            .expect("""
                after tick 4: gameOver=false
                P1 (3,3) alive points=0 bombsCount=1 bangRadius=2
                P2 (4,4) alive points=0 bombsCount=1 bangRadius=2
                bombs: none
                lavas: (0,2) P1 lt=1; (1,2) P1 lt=1; (2,1) P1 lt=1; (2,2) P1 lt=1; (3,2) P1 lt=1; (4,2) P1 lt=1
                visible bonuses: none
                cells: ..#.. / ..... / ..... / .##.. / .....""");
    }

    /**
     * BV-04 Ray stops at the first destructible cell: radius 3: the right ray burns (1,0) and the destructible
     * (2,0) and stops; (3,0) survives; owner gets 1 point.
     */
    @Test
    void BV04_rayStopsAtFirstDestructibleCell() {
        BomberFixture.fromSpec("bangStartRadius=3", """
                1.++...
                .......
                ......2""")
            .script("""
                t1: P1=BOMB
                t2: P1=RIGHT
                t3: P1=DOWN
                t4: P1=WAIT""")
            .expect("""
                after tick 4: gameOver=false
                P1 (1,1) alive points=1 bombsCount=1 bangRadius=3
                P2 (6,2) alive points=0 bombsCount=1 bangRadius=3
                bombs: none
                lavas: (0,0) P1 lt=1; (0,1) P1 lt=1; (0,2) P1 lt=1; (1,0) P1 lt=1; (2,0) P1 lt=1
                visible bonuses: none
                cells: ...+... / ....... / .......""");
    }

    /**
     * BV-05 Hidden bonuses: reveal, survive lava, pickup: destroying (1,0) reveals a RADIUS bonus under
     * burning lava (bonus unharmed); pickup after the lava is gone gives +4 and radius 2; a radius-2 bomb then
     * reveals the AMMUNITION bonus at (1,1); pickup gives +4 and bombsCount 2.
     */
    @Test
    void BV05_hiddenBonusesRevealSurviveLavaPickup() {
        BomberFixture.fromSpec("defaults", """
                1r...
                .a...
                ....2""")
            .script("""
                t1: P1=BOMB
                t2: P1=DOWN
                t3: P1=DOWN
                t4: P1=WAIT
                t5: P1=WAIT
                t6: P1=UP
                t7: P1=UP
                t8: P1=RIGHT
                t9: P1=BOMB
                t10: P1=RIGHT
                t11: P1=DOWN
                t12: P1=WAIT
                t13: P1=WAIT
                t14: P1=LEFT""")
            .expect("""
                after tick 4: gameOver=false
                P1 (0,2) alive points=1 bombsCount=1 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: (0,0) P1 lt=1; (0,1) P1 lt=1; (1,0) P1 lt=1
                visible bonuses: (1,0) RADIUS
                cells: .R... / .a... / .....
                after tick 5: gameOver=false
                P1 (0,2) alive points=1 bombsCount=1 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: (1,0) RADIUS
                cells: .R... / .a... / .....
                after tick 8: gameOver=false
                P1 (1,0) alive points=5 bombsCount=1 bangRadius=2
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ..... / .a... / .....
                after tick 12: gameOver=false
                P1 (2,1) alive points=6 bombsCount=1 bangRadius=2
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: (0,0) P1 lt=1; (1,0) P1 lt=1; (1,1) P1 lt=1; (2,0) P1 lt=1; (3,0) P1 lt=1
                visible bonuses: (1,1) AMMUNITION
                cells: ..... / .A... / .....
                after tick 14: gameOver=false
                P1 (1,1) alive points=10 bombsCount=2 bangRadius=2
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /**
     * BV-06 Kill and sole survivor: P2 stands in the ray and dies; P1 gets 20 (kill) + 40 (sole survivor); the
     * game ends after tick 4.
     */
    @Test
    void BV06_killAndSoleSurvivor() {
        BomberFixture.fromSpec("bangStartRadius=2", """
                1.2..
                .....
                .....""")
            .script("""
                t1: P1=BOMB
                t2: P1=RIGHT
                t3: P1=DOWN
                t4: P1=WAIT""")
            .expect("""
                after tick 4: gameOver=true reason=LAST_SURVIVOR
                P1 (1,1) alive points=60 bombsCount=1 bangRadius=2
                P2 (2,0) DEAD points=0 bombsCount=1 bangRadius=2
                bombs: none
                lavas: (0,0) P1 lt=1; (0,1) P1 lt=1; (0,2) P1 lt=1; (1,0) P1 lt=1; (2,0) P1 lt=1
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /**
     * BV-07 Suicide gives nothing: P1 dies on its own bomb; no kill points to anyone; two players remain so
     * the game goes on.
     */
    @Test
    void BV07_suicideGivesNothing() {
        BomberFixture.fromSpec("defaults", """
                1....
                .....
                2...3""")
            .script("""
                t1: P1=BOMB
                t2: all WAIT
                t3: all WAIT
                t4: all WAIT""")
            .expect("""
                after tick 3: gameOver=false
                P1 (0,0) alive points=0 bombsCount=0 bangRadius=1
                P2 (0,2) alive points=0 bombsCount=1 bangRadius=1
                P3 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: (0,0) owner=P1 r=1 liveTime=1
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 4: gameOver=false
                P1 (0,0) DEAD points=0 bombsCount=1 bangRadius=1
                P2 (0,2) alive points=0 bombsCount=1 bangRadius=1
                P3 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: (0,0) P1 lt=1; (0,1) P1 lt=1; (1,0) P1 lt=1
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /** BV-08 Shared kill: the bombs of P1 and P2 explode in the same tick and both cover P3: both get 20. */
    @Test
    void BV08_sharedKill() {
        BomberFixture.fromSpec("bangStartRadius=2", """
                1.3.2
                .....
                .....""")
            .script("""
                t1: P1=BOMB, P2=BOMB
                t2: P1=RIGHT, P2=LEFT
                t3: P1=DOWN, P2=DOWN
                t4: all WAIT""")
            .expect("""
                after tick 4: gameOver=false
                P1 (1,1) alive points=20 bombsCount=1 bangRadius=2
                P2 (3,1) alive points=20 bombsCount=1 bangRadius=2
                P3 (2,0) DEAD points=0 bombsCount=1 bangRadius=2
                bombs: none
                lavas: (0,0) P1 lt=1; (0,1) P1 lt=1; (0,2) P1 lt=1; (1,0) P1 lt=1; (2,0) P1 lt=1; (2,0) P2 lt=1; (3,0) P2 lt=1; (4,0) P2 lt=1; (4,1) P2 lt=1; (4,2) P2 lt=1
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /**
     * BV-09 Shared destruction: both rays stop at the same destructible cell (2,0) in the same tick: both
     * owners get 1 point; two lava objects lie on (2,0).
     */
    @Test
    void BV09_sharedDestruction() {
        BomberFixture.fromSpec("bangStartRadius=2", """
                1.+.2
                .....
                .....""")
            .script("""
                t1: P1=BOMB, P2=BOMB
                t2: P1=RIGHT, P2=LEFT
                t3: P1=DOWN, P2=DOWN
                t4: all WAIT""")
            .expect("""
                after tick 4: gameOver=false
                P1 (1,1) alive points=1 bombsCount=1 bangRadius=2
                P2 (3,1) alive points=1 bombsCount=1 bangRadius=2
                bombs: none
                lavas: (0,0) P1 lt=1; (0,1) P1 lt=1; (0,2) P1 lt=1; (1,0) P1 lt=1; (2,0) P1 lt=1; (2,0) P2 lt=1; (3,0) P2 lt=1; (4,0) P2 lt=1; (4,1) P2 lt=1; (4,2) P2 lt=1
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /**
     * BV-10 Lava keeps burning one more tick: P2 walks into (0,1) during tick 5 while the lava created in tick
     * 4 still burns: P2 dies, P1 gets the kill (20) and the sole-survivor bonus (40).
     */
    @Test
    void BV10_lavaKeepsBurningOneMoreTick() {
        BomberFixture.fromSpec("defaults", """
                1....
                .....
                2....""")
            .script("""
                t1: P1=BOMB
                t2: P1=RIGHT
                t3: P1=RIGHT
                t4: all WAIT
                t5: P2=UP""")
            .expect("""
                after tick 4: gameOver=false
                P1 (2,0) alive points=0 bombsCount=1 bangRadius=1
                P2 (0,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: (0,0) P1 lt=1; (0,1) P1 lt=1; (1,0) P1 lt=1
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 5: gameOver=true reason=LAST_SURVIVOR
                P1 (2,0) alive points=60 bombsCount=1 bangRadius=1
                P2 (0,1) DEAD points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /**
     * BV-11 Commands are applied one by one in the given order: t1: both want (1,0); P2 is first and gets it.
     * t2: P1 is first and bumps into P2, who then leaves. t3: P2 is first and leaves, so P1 can follow into
     * the freed cell.
     */
    @Test
    void BV11_commandsAppliedOneByOneInOrder() {
        BomberFixture.fromSpec("defaults", """
                1.2
                ...
                ...""")
            .script("""
                t1: P1=RIGHT, P2=LEFT   order=[P2,P1]
                t2: P1=RIGHT, P2=DOWN   order=[P1,P2]
                t3: P1=RIGHT, P2=DOWN   order=[P2,P1]""")
            .expect("""
                after tick 1: gameOver=false
                P1 (0,0) alive points=0 bombsCount=1 bangRadius=1
                P2 (1,0) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ... / ... / ...
                after tick 2: gameOver=false
                P1 (0,0) alive points=0 bombsCount=1 bangRadius=1
                P2 (1,1) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ... / ... / ...
                after tick 3: gameOver=false
                P1 (1,0) alive points=0 bombsCount=1 bangRadius=1
                P2 (1,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ... / ... / ...""");
    }

    /** BV-12 Players cannot pass through each other: head-on swap fails in either order. */
    @Test
    void BV12_playersCannotPassThroughEachOther() {
        BomberFixture.fromSpec("defaults", """
                .12.""")
            .script("""
                t1: P1=RIGHT, P2=LEFT   order=[P1,P2]
                t2: P1=RIGHT, P2=LEFT   order=[P2,P1]""")
            .expect("""
                after tick 2: gameOver=false
                P1 (1,0) alive points=0 bombsCount=1 bangRadius=1
                P2 (2,0) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ....""");
    }

    /**
     * BV-13 Bombs block movement; bomb stock: with bombLiveTime=5: BOMB with bombsCount 0 is refused (t3); the
     * owner may leave the bomb cell but not re-enter it (t4); the stock is refilled when the bomb explodes
     * (t6); a second BOMB on a cell that already holds a bomb is refused (t8).
     */
    @Test
    void BV13_bombsBlockMovementAndBombStock() {
        BomberFixture.fromSpec("bombLiveTime=5", """
                1....
                .....
                ....2""")
            .script("""
                t1: P1=BOMB
                t2: P1=RIGHT
                t3: P1=BOMB
                t4: P1=LEFT
                t5: P1=RIGHT
                t6: P1=WAIT
                t7: P1=BOMB
                t8: P1=BOMB""")
            .expect("""
                after tick 3: gameOver=false
                P1 (1,0) alive points=0 bombsCount=0 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: (0,0) owner=P1 r=1 liveTime=3
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 4: gameOver=false
                P1 (1,0) alive points=0 bombsCount=0 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: (0,0) owner=P1 r=1 liveTime=2
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 6: gameOver=false
                P1 (2,0) alive points=0 bombsCount=1 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: (0,0) P1 lt=1; (0,1) P1 lt=1; (1,0) P1 lt=1
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 8: gameOver=false
                P1 (2,0) alive points=0 bombsCount=0 bangRadius=1
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: (2,0) owner=P1 r=1 liveTime=4
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /**
     * BV-14 Chain reaction: P1's bomb explodes in tick 4 and its ray reaches P2's bomb at (2,0) (timer still
     * 2), which explodes in the same tick; P3 is killed only by P2's lava, so P2 gets the kill.
     */
    @Test
    void BV14_chainReaction() {
        BomberFixture.fromSpec("bangStartRadius=2", """
                1..23
                .....
                .....""")
            .script("""
                t1: P1=BOMB, P2=LEFT
                t2: P1=RIGHT, P2=BOMB
                t3: P1=DOWN, P2=RIGHT
                t4: P2=DOWN""")
            .expect("""
                after tick 3: gameOver=false
                P1 (1,1) alive points=0 bombsCount=0 bangRadius=2
                P2 (3,0) alive points=0 bombsCount=0 bangRadius=2
                P3 (4,0) alive points=0 bombsCount=1 bangRadius=2
                bombs: (0,0) owner=P1 r=2 liveTime=1; (2,0) owner=P2 r=2 liveTime=2
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 4: gameOver=false
                P1 (1,1) alive points=0 bombsCount=1 bangRadius=2
                P2 (3,1) alive points=20 bombsCount=1 bangRadius=2
                P3 (4,0) DEAD points=0 bombsCount=1 bangRadius=2
                bombs: none
                lavas: (0,0) P1 lt=1; (0,0) P2 lt=1; (0,1) P1 lt=1; (0,2) P1 lt=1; (1,0) P1 lt=1; (1,0) P2 lt=1; (2,0) P1 lt=1; (2,0) P2 lt=1; (2,1) P2 lt=1; (2,2) P2 lt=1; (3,0) P2 lt=1; (4,0) P2 lt=1
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /**
     * BV-15 Crashed strategy stands still; survival at the tick limit: P2 crashes before tick 2 (e.g. timed
     * out); its later commands are ignored; at gameTicksMax=5 both are alive and get 20 each.
     */
    @Test
    void BV15_crashedStandsStillAndSurvivalAtTickLimit() {
        BomberFixture.fromSpec("gameTicksMax=5", """
                1...2
                .....
                .....""")
            .script("""
                t1: P1=DOWN, P2=LEFT
                t2: P1=RIGHT, P2=LEFT   (P2 crashed before this tick: stands still from now on)
                t3: P1=RIGHT, P2=LEFT
                t4: P1=UP, P2=DOWN
                t5: P1=WAIT, P2=DOWN""")
            .expect("""
                after tick 1: gameOver=false
                P1 (0,1) alive points=0 bombsCount=1 bangRadius=1
                P2 (3,0) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 5: gameOver=true reason=TICK_LIMIT
                P1 (2,0) alive points=20 bombsCount=1 bangRadius=1
                P2 (3,0) alive points=20 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /**
     * BV-16 Last two die in the same tick: each is killed by the other (and by itself): each gets 20 for the
     * kill, nobody gets survival points, reason NO_SURVIVORS.
     */
    @Test
    void BV16_lastTwoDieInTheSameTick() {
        BomberFixture.fromSpec("defaults", """
                12.
                ...
                ...""")
            .script("""
                t1: P1=BOMB, P2=BOMB
                t2: all WAIT
                t3: all WAIT
                t4: all WAIT""")
            .expect("""
                after tick 4: gameOver=true reason=NO_SURVIVORS
                P1 (0,0) DEAD points=20 bombsCount=1 bangRadius=1
                P2 (1,0) DEAD points=20 bombsCount=1 bangRadius=1
                bombs: none
                lavas: (0,0) P1 lt=1; (0,0) P2 lt=1; (0,1) P1 lt=1; (1,0) P1 lt=1; (1,0) P2 lt=1; (1,1) P2 lt=1; (2,0) P2 lt=1
                visible bonuses: none
                cells: ... / ... / ...""");
    }

    /**
     * BV-17 Pickup happens before burning: the visible RADIUS bonus at (1,0) survives the explosion; P1 steps
     * onto it while the lava still burns: +4 and radius 2, then dies (own lava, no kill points); P2 wins.
     */
    @Test
    void BV17_pickupHappensBeforeBurning() {
        BomberFixture.fromSpec("defaults", """
                1R...
                .....
                2....""")
            .script("""
                t1: P1=BOMB
                t2: P1=DOWN
                t3: P1=RIGHT
                t4: all WAIT
                t5: P1=UP""")
            .expect("""
                after tick 4: gameOver=false
                P1 (1,1) alive points=0 bombsCount=1 bangRadius=1
                P2 (0,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: (0,0) P1 lt=1; (0,1) P1 lt=1; (1,0) P1 lt=1
                visible bonuses: (1,0) RADIUS
                cells: .R... / ..... / .....
                after tick 5: gameOver=true reason=LAST_SURVIVOR
                P1 (1,0) DEAD points=4 bombsCount=1 bangRadius=2
                P2 (0,2) alive points=40 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /** BV-18 Invalid command is a WAIT: P1 answers an unknown action ("JUMP"): it is treated as WAIT; P2 moves. */
    @Test
    void BV18_invalidCommandIsWait() {
        BomberFixture.fromSpec("defaults", """
                1.2""")
            .script("""
                t1: P1=JUMP, P2=LEFT""")
            .expect("""
                after tick 1: gameOver=false
                P1 (0,0) alive points=0 bombsCount=1 bangRadius=1
                P2 (1,0) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: none
                visible bonuses: none
                cells: ...""");
    }

    /**
     * BV-19 Bomb radius is fixed when the bomb is placed: P1 picks up a RADIUS bonus after placing a bomb: the
     * bomb still explodes with radius 1.
     */
    @Test
    void BV19_bombRadiusFixedWhenPlaced() {
        BomberFixture.fromSpec("defaults", """
                1R...
                .....
                ....2""")
            .script("""
                t1: P1=BOMB
                t2: P1=RIGHT
                t3: P1=DOWN
                t4: all WAIT""")
            .expect("""
                after tick 2: gameOver=false
                P1 (1,0) alive points=4 bombsCount=0 bangRadius=2
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: (0,0) owner=P1 r=1 liveTime=2
                lavas: none
                visible bonuses: none
                cells: ..... / ..... / .....
                after tick 4: gameOver=false
                P1 (1,1) alive points=4 bombsCount=1 bangRadius=2
                P2 (4,2) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: (0,0) P1 lt=1; (0,1) P1 lt=1; (1,0) P1 lt=1
                visible bonuses: none
                cells: ..... / ..... / .....""");
    }

    /**
     * BV-20 Official 15x15 example map: loading the example map of §11.4 (4 slots, 49 indestructible, 98
     * destructible cells, 8 hidden RADIUS and 8 hidden AMMUNITION bonuses); P1 bombs at (2,0), destroys (3,0)
     * and (2,1) (+2), hides at (0,0).
     */
    @Test
    void BV20_officialExampleMap() {
        BomberFixture game = BomberFixture.fromSpec("defaults", """
                1..++.+.+.++..2
                .#+#.#+#+#.#+#.
                ..+.r.+.+.r.+..
                +#+#+#a#a#+#+#+
                +.r.+.+.+.+.r.+
                .#+#+#+#+#+#+#.
                +.+a+.+.+.+a+.+
                .#.#+#.#.#+#.#.
                +.+a+.+.+.+a+.+
                .#+#+#+#+#+#+#.
                +.r.+.+.+.+.r.+
                +#+#+#a#a#+#+#+
                ..+.r.+.+.r.+..
                .#+#.#+#+#.#+#.
                3..++.+.+.++..4""")
            .script("""
                t1: P1=RIGHT
                t2: P1=RIGHT
                t3: P1=BOMB
                t4: P1=LEFT
                t5: P1=LEFT
                t6: all WAIT""")
            .expect("""
                after tick 6: gameOver=false
                P1 (0,0) alive points=2 bombsCount=1 bangRadius=1
                P2 (14,0) alive points=0 bombsCount=1 bangRadius=1
                P3 (0,14) alive points=0 bombsCount=1 bangRadius=1
                P4 (14,14) alive points=0 bombsCount=1 bangRadius=1
                bombs: none
                lavas: (1,0) P1 lt=1; (2,0) P1 lt=1; (2,1) P1 lt=1; (3,0) P1 lt=1
                visible bonuses: none
                cells: ....+.+.+.++... / .#.#.#+#+#.#+#. / ..+.r.+.+.r.+.. / +#+#+#a#a#+#+#+ / +.r.+.+.+.+.r.+ / .#+#+#+#+#+#+#. / +.+a+.+.+.+a+.+ / .#.#+#.#.#+#.#. / +.+a+.+.+.+a+.+ / .#+#+#+#+#+#+#. / +.r.+.+.+.+.r.+ / +#+#+#a#a#+#+#+ / ..+.r.+.+.r.+.. / .#+#.#+#+#.#+#. / ...++.+.+.++...""");
        Board s0 = BomberFixture.fromSpec("defaults", String.join("\n", MapLibrary.load().find("classic").orElseThrow().rows()))
                .board();
        assertThat(count(s0, CellType.INDESTRUCTIBLE)).isEqualTo(49);
        assertThat(count(s0, CellType.DESTRUCTIBLE)).isEqualTo(98);
        assertThat(hidden(s0, 'r')).isEqualTo(8);
        assertThat(hidden(s0, 'a')).isEqualTo(8);
        assertThat(s0.players()).extracting(Player::position)
                .containsExactly(new Cell(0, 0), new Cell(14, 0), new Cell(0, 14), new Cell(14, 14));
        assertThat(game.board().tick()).isEqualTo(6);
    }

    private static long count(Board board, CellType type) {
        return java.util.stream.IntStream.range(0, board.width() * board.height())
                .filter(i -> board.cell(i % board.width(), i / board.width()) == type)
                .count();
    }

    private static long hidden(Board board, char symbol) {
        return java.util.stream.IntStream.range(0, board.height())
                .mapToObj(board::legendRow)
                .flatMapToInt(String::chars)
                .filter(c -> c == symbol)
                .count();
    }
}
