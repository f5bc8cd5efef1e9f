package arena.game.bomber.rules;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.bomber.maps.MapLibrary;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Spec §16's properties, checked on every state of many games played with random commands. */
class RulesInvariantsTest {

    @Test
    void everyStateOfRandomGamesKeepsTheOccupancyAndScoringRules() {
        Random commands = new Random(2018);
        for (MapLibrary.Entry entry : MapLibrary.load().entries()) {
            BomberMap map = entry.map();
            for (int game = 0; game < 10; game++) {
                List<String> names = IntStream.rangeClosed(1, map.slots().size()).mapToObj(i -> "P" + i).toList();
                Game played = new Game(Board.start(map, BomberRules.DEFAULTS, names), BomberRules.DEFAULTS,
                        new Random(game));
                while (!played.over()) {
                    Board before = played.board().copy();
                    Map<Integer, Action> chosen = new HashMap<>();
                    for (Player p : before.players()) {
                        chosen.put(p.id(), Action.values()[commands.nextInt(Action.values().length)]);
                    }
                    played.step(new TickInput(before.tick() + 1, null, chosen, List.of()));
                    check(entry.id(), before, played.board());
                }
            }
        }
    }

    private static void check(String map, Board before, Board after) {
        String at = map + " tick " + after.tick() + ": ";
        Set<Cell> bombers = new HashSet<>();
        for (Player p : after.players()) {
            Player earlier = before.player(p.id());
            assertThat(p.points()).as(at + "points of P" + p.id() + " never decrease").isGreaterThanOrEqualTo(earlier.points());
            boolean pickedAmmunition = before.visibleBonusAt(p.x(), p.y()) == BonusType.AMMUNITION
                    && after.visibleBonusAt(p.x(), p.y()) == null && earlier.alive();
            assertThat(capacity(after, p)).as(at + "bombs of P" + p.id() + " in stock or on the board")
                    .isEqualTo(capacity(before, earlier) + (pickedAmmunition ? 1 : 0));
            if (p.alive()) {
                assertThat(bombers.add(p.position())).as(at + "two bombers on " + p.position()).isTrue();
                assertThat(after.cell(p.x(), p.y())).as(at + "P" + p.id() + " stands on a free cell").isEqualTo(CellType.FREE);
                Bomb under = after.bombAt(p.x(), p.y());
                assertThat(under == null || under.owner() == p.id()).as(at + "P" + p.id() + " on another's bomb").isTrue();
            }
        }
        Set<Cell> bombCells = new HashSet<>();
        for (Bomb b : after.bombs()) {
            assertThat(bombCells.add(b.position())).as(at + "one bomb per cell").isTrue();
            assertThat(after.cell(b.x(), b.y())).isEqualTo(CellType.FREE);
            assertThat(b.liveTime()).isPositive();
        }
        for (Bonus b : after.bonuses()) {
            assertThat(after.cell(b.x(), b.y())).as(at + "visible bonus on a free cell").isEqualTo(CellType.FREE);
        }
        for (Lava l : after.lavas()) {
            assertThat(l.liveTime()).isPositive();
        }
        if (after.over()) {
            assertThat(after.alivePlayers().size() <= 1 || after.tick() == BomberRules.DEFAULTS.gameTicksMax()).isTrue();
        }
    }

    /** Stock plus own bombs on the board: changes only by picking up ammunition. */
    private static int capacity(Board board, Player p) {
        return p.bombsCount() + (int) board.bombs().stream().filter(b -> b.owner() == p.id()).count();
    }
}
