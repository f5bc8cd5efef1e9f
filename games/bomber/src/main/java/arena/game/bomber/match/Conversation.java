package arena.game.bomber.match;

import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.Verdict;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.Turn;
import arena.game.api.turn.TurnLoop;
import arena.game.bomber.protocol.Answer;
import arena.game.bomber.protocol.BoardJson;
import arena.game.bomber.protocol.BomberProtocol;
import arena.game.bomber.protocol.LineBuffer;
import arena.game.bomber.protocol.LineBuffer.Line;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.Player;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The JSON-lines protocol of spec §12 with every strategy of a match: {@code init}/{@code ready}, one
 * {@code tick} request per alive bomber per tick with its deadline, {@code end}. Whatever a strategy
 * does (stays silent, answers late, floods, closes, exits) costs it at most its own bomber's moves; the
 * match always goes on. Deadlines, answer times and verdicts are the engine SPI's {@link TurnLoop}.
 */
final class Conversation {

    /** One tick's inputs from the strategies. */
    record Collected(Map<Integer, Action> commands, List<Integer> crashedNow, Map<Integer, String> debug,
            Map<Integer, Double> timeMs, Map<Integer, Phrase> invalid) {
    }

    /** A bomber's strategy: its seat, its line buffer and what it answered. */
    private static final class Strategy {
        final Seat seat;
        final int playerId;
        final LineBuffer lines = new LineBuffer(BomberRules.MAX_LINE_BYTES);
        int requestTick;
        Answer answer;
        long answerTime;
        int invalidAnswers;
        int droppedPartials;
        boolean crashReported;

        Strategy(Seat seat, int playerId) {
            this.seat = seat;
            this.playerId = playerId;
        }
    }

    private final Limits limits;
    private final TurnLoop<Line> turns;
    private final Map<Integer, Strategy> bySeat = new HashMap<>();
    private final Map<Integer, Strategy> byPlayer = new TreeMap<>();

    /** @param seatBySlot the seat of the bomber on start slot i + 1 is {@code seatBySlot.get(i)} */
    Conversation(MatchContext match, List<Seat> seatBySlot) {
        this.limits = match.setup().limits();
        for (int slot = 0; slot < seatBySlot.size(); slot++) {
            Strategy strategy = new Strategy(seatBySlot.get(slot), slot + 1);
            bySeat.put(strategy.seat.index(), strategy);
            byPlayer.put(strategy.playerId, strategy);
        }
        this.turns = new TurnLoop<>(match, seat -> {
            Strategy strategy = bySeat.get(seat.index());
            return event -> strategy != null && event instanceof SeatEvent.Received received
                    ? strategy.lines.feed(received.data()) : List.of();
        });
    }

    /** Sends {@code init} to every strategy and waits for each {@code ready} (spec §12.3). */
    void start(Board s0, BomberRules rules) throws InterruptedException {
        turns.turn(Turn.of(0, say("startUp")));
        List<Request> requests = new ArrayList<>();
        for (Strategy strategy : byPlayer.values()) {
            byte[] init = bytes(BomberProtocol.init(strategy.playerId, s0.width(), s0.height(), rules, limits));
            requests.add(Request.startUp(strategy.seat, init).silence(say("noReady")));
        }
        turns.ask(requests, (seat, line, nanos) -> {
            Phrase problem = line.tooLong() ? say("readyTooLong", BomberRules.MAX_LINE_BYTES)
                    : BomberProtocol.checkReady(line.text());
            return problem == null ? Step.DONE : Step.broken(ReasonCode.PROTOCOL_ERROR, problem);
        });
    }

    /** Phase 0 of tick t (spec §7.1): asks every alive, running strategy about S(t-1). */
    Collected collect(Board state, int t) throws InterruptedException {
        turns.turn(Turn.of(t, say("tick", t)));
        turns.drain();
        String board = BomberProtocol.write(BoardJson.write(state));
        List<Request> requests = new ArrayList<>();
        for (Strategy strategy : byPlayer.values()) {
            if (turns.live(strategy.seat) && state.player(strategy.playerId).alive()) {
                if (strategy.lines.pending()) {
                    // an unfinished line written while nothing was asked is unsolicited too (spec §12.2)
                    strategy.droppedPartials++;
                    strategy.lines.clear();
                }
                strategy.requestTick = state.tick();
                strategy.answer = null;
                byte[] tick = bytes(BomberProtocol.tick(state.tick(), strategy.playerId, board));
                requests.add(Request.move(strategy.seat, tick));
            }
        }
        turns.ask(requests, (seat, line, nanos) -> {
            Strategy strategy = bySeat.get(seat.index());
            strategy.answerTime = nanos;
            strategy.answer = line.tooLong()
                    ? BomberProtocol.tooLongAnswer()
                    : BomberProtocol.answer(line.text(), strategy.requestTick);
            if (!strategy.answer.isValid()) {
                strategy.invalidAnswers++;
            }
            return Step.DONE;
        });
        return collected(state);
    }

    private Collected collected(Board state) {
        List<Integer> crashedNow = new ArrayList<>();
        for (Strategy strategy : byPlayer.values()) {
            if (turns.failed(strategy.seat) && !strategy.crashReported) {
                strategy.crashReported = true;
                crashedNow.add(strategy.playerId);
            }
        }
        Map<Integer, Action> commands = new HashMap<>();
        Map<Integer, String> debug = new HashMap<>();
        Map<Integer, Double> timeMs = new HashMap<>();
        Map<Integer, Phrase> invalid = new HashMap<>();
        for (Player player : state.alivePlayers()) {
            Strategy strategy = byPlayer.get(player.id());
            Answer answer = strategy == null || turns.failed(strategy.seat) ? null : strategy.answer;
            commands.put(player.id(), answer == null ? Action.WAIT : answer.action());
            if (answer != null) {
                timeMs.put(player.id(), strategy.answerTime / 1e6);
                if (answer.debug() != null) {
                    debug.put(player.id(), answer.debug());
                }
                if (!answer.isValid()) {
                    invalid.put(player.id(), answer.problem());
                }
                strategy.answer = null;
            }
        }
        return new Collected(commands, crashedNow, debug, timeMs, invalid);
    }

    /** After tick t: {@code end} with reason {@code DEAD} to the strategies whose bomber died in it. */
    void afterTick(Board state, List<Player> died) {
        turns.turn(Turn.of(state.tick() + 1, say("tick", state.tick() + 1)));
        for (Player player : died) {
            Strategy strategy = byPlayer.get(player.id());
            if (strategy != null) {
                turns.end(strategy.seat, bytes(BomberProtocol.end("DEAD", state.tick(), player.points())));
            }
        }
    }

    /** The game is over: {@code end} to every strategy still running, then every seat is stopped. */
    void finish(Board state) throws InterruptedException {
        for (Strategy strategy : byPlayer.values()) {
            turns.end(strategy.seat, bytes(BomberProtocol.end("GAME_OVER", state.tick(),
                    state.player(strategy.playerId).points())));
        }
        turns.finish();
    }

    /** Stops every strategy at once (the match failed). */
    void stopAll() {
        turns.stopAll();
    }

    Verdict verdict(int playerId) {
        return turns.verdict(byPlayer.get(playerId).seat);
    }

    /** The tick from which the bomber stood still, or {@code null} when its strategy never failed. */
    Integer crashedTick(int playerId) {
        Seat seat = byPlayer.get(playerId).seat;
        return turns.failed(seat) ? Math.max(turns.verdict(seat).turn(), 1) : null;
    }

    long answerNanos(int playerId) {
        return turns.answerNanos(byPlayer.get(playerId).seat);
    }

    int invalidAnswers(int playerId) {
        return byPlayer.get(playerId).invalidAnswers;
    }

    /** Lines written while nothing was asked, read and dropped (spec §12.2). */
    int ignoredLines(int playerId) {
        Strategy strategy = byPlayer.get(playerId);
        return turns.unsolicited(strategy.seat) + strategy.droppedPartials;
    }

    private static byte[] bytes(String line) {
        return line.getBytes(StandardCharsets.UTF_8);
    }

    /** Bomber's words for a verdict's evidence: {@code outcome.bomber.verdict.<what>}. */
    private static Phrase say(String what, Object... args) {
        return BomberProtocol.WORDS.say("outcome.bomber.verdict." + what, args);
    }
}
