package arena.game.bomber.match;

import arena.game.api.MatchContext;
import arena.game.api.Seat;
import arena.game.bomber.replay.GameRecord;
import arena.game.bomber.replay.PlayerEntry;
import arena.game.bomber.replay.TickRecord;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.Game;
import arena.game.bomber.rules.TickInput;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * One live game: the strategies of the match's seats play the bombers, tick by tick, until the rules
 * end the game (spec §6, §7). Every seat is stopped when it returns, also when it fails.
 */
public final class BomberMatch {

    private final MatchContext match;
    private final BomberMap map;
    private final BomberRules rules;
    private final long seed;
    private final Random rng;
    private final List<Integer> seatBySlot;

    /**
     * @param rng        the game's generator, after the map choice and the slot shuffle
     * @param seatBySlot the seat of the bomber on start slot i + 1 is {@code seatBySlot.get(i)}
     */
    public BomberMatch(MatchContext match, BomberMap map, BomberRules rules, long seed, Random rng,
            List<Integer> seatBySlot) {
        this.match = match;
        this.map = map;
        this.rules = rules;
        this.seed = seed;
        this.rng = rng;
        this.seatBySlot = List.copyOf(seatBySlot);
    }

    public GameRecord play() throws InterruptedException {
        List<String> names = new ArrayList<>();
        List<Seat> seats = new ArrayList<>();
        for (int seatIndex : seatBySlot) {
            seats.add(match.seats().get(seatIndex));
            names.add(match.setup().seatNames().get(seatIndex));
        }
        Game game = new Game(Board.start(map, rules, names), rules, rng);
        Conversation talk = new Conversation(match, seats);
        List<TickRecord> ticks = new ArrayList<>();
        try {
            talk.start(game.board(), rules);
            while (!game.over()) {
                int t = game.board().tick() + 1;
                Conversation.Collected said = talk.collect(game.board(), t);
                Game.Step step = game.step(new TickInput(t, null, said.commands(), said.crashedNow()));
                ticks.add(new TickRecord(new TickInput(t, step.order(), said.commands(), said.crashedNow()),
                        said.debug(), said.timeMs(), said.invalid()));
                talk.afterTick(game.board(), step.died());
            }
            talk.finish(game.board());
        } finally {
            talk.stopAll();
        }
        List<PlayerEntry> players = new ArrayList<>();
        for (int slot = 0; slot < seats.size(); slot++) {
            int id = slot + 1;
            players.add(new PlayerEntry(id, names.get(slot), seats.get(slot).index(), talk.verdict(id),
                    talk.crashedTick(id), talk.answerNanos(id), talk.invalidAnswers(id), talk.ignoredLines(id)));
        }
        return new GameRecord(map, rules, seed, players, ticks, game.snapshots());
    }
}
