package arena.game.bomber.replay;

import arena.game.api.Placings;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.Player;
import arena.game.bomber.rules.TickInput;
import java.util.List;

/**
 * A finished game: its participants, every tick's record and every state S0 .. S(end). The replay
 * document and the match outcome are both made from it.
 *
 * @param players   sorted by id
 * @param snapshots S0 .. S(end)
 */
public record GameRecord(BomberMap map, BomberRules rules, long seed, List<PlayerEntry> players,
        List<TickRecord> ticks, List<Board> snapshots) {

    public GameRecord {
        players = List.copyOf(players);
        ticks = List.copyOf(ticks);
        snapshots = List.copyOf(snapshots);
    }

    public Board finalBoard() {
        return snapshots.get(snapshots.size() - 1);
    }

    public PlayerEntry player(int id) {
        return players.get(id - 1);
    }

    /**
     * Places by points, ties sharing a place (1, 1, 3), in id order (spec §9); bombers whose strategy crashed come
     * after all others and share the last place (D-B28 as amended by issue 21): their points still count as points,
     * but a strategy that died at start-up is never shown as a winner because its bomber stood still and survived.
     */
    public List<Integer> places() {
        List<Score> scores = finalBoard().players().stream().map(p -> p.crashed() ? null : Score.integer(p.points()))
                .toList();
        return Placings.competition(scores, ScoreOrder.HIGHER_IS_BETTER);
    }

    /** The inputs alone, for re-simulation and command files. */
    public RecordedGame inputs() {
        List<String> names = finalBoard().players().stream().map(Player::name).toList();
        List<TickInput> inputs = ticks.stream().map(TickRecord::input).toList();
        return new RecordedGame(map, rules, seed, names, inputs);
    }
}
