package arena.game.bomber.replay;

import arena.game.api.Verdict;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.Game;
import arena.game.bomber.rules.TickInput;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Plays a game again from its inputs alone (map, rules, seed, commands, recorded turn orders), as the
 * seed's debugger replayed an edited {@code UserCommandsUnity.txt}: unchanged inputs reproduce the game
 * exactly; edited ones make a new game.
 */
public final class Resimulation {

    private Resimulation() {
    }

    /** Players i + 1 are seated at seat i. */
    public static GameRecord run(RecordedGame inputs) {
        Game game = new Game(Board.start(inputs.map(), inputs.rules(), inputs.names()), inputs.rules(),
                new Random(inputs.seed()));
        Map<Integer, TickInput> byTick = new HashMap<>();
        inputs.ticks().forEach(t -> byTick.put(t.tick(), t));
        Map<Integer, Integer> crashedTick = new HashMap<>();
        List<TickRecord> records = new ArrayList<>();
        for (int t = 1; !game.over(); t++) {
            TickInput input = byTick.getOrDefault(t, TickInput.idle(t));
            List<Integer> crashedNow = input.crashedNow().stream()
                    .filter(id -> id >= 1 && id <= inputs.names().size() && !game.board().player(id).crashed())
                    .toList();
            crashedNow.forEach(id -> crashedTick.put(id, input.tick()));
            Map<Integer, Action> commands = new HashMap<>();
            game.board().alivePlayers().forEach(p -> {
                boolean standing = p.crashed() || crashedNow.contains(p.id());
                commands.put(p.id(), standing ? Action.WAIT
                        : input.commands().getOrDefault(p.id(), Action.WAIT));
            });
            TickInput played = new TickInput(t, input.order(), commands, crashedNow);
            Game.Step step = game.step(played);
            records.add(TickRecord.of(new TickInput(t, step.order(), commands, crashedNow)));
        }
        List<PlayerEntry> players = new ArrayList<>();
        for (int id = 1; id <= inputs.names().size(); id++) {
            players.add(new PlayerEntry(id, inputs.names().get(id - 1), id - 1, Verdict.OK, crashedTick.get(id), 0, 0, 0));
        }
        return new GameRecord(inputs.map(), inputs.rules(), inputs.seed(), players, records, game.snapshots());
    }
}
