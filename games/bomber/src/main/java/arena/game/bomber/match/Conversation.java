package arena.game.bomber.match;

import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.SeatEvent;
import arena.game.bomber.match.SeatLink.State;
import arena.game.bomber.protocol.Answer;
import arena.game.bomber.protocol.BoardJson;
import arena.game.bomber.protocol.BomberProtocol;
import arena.game.bomber.protocol.LineBuffer.Line;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.Player;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The JSON-lines protocol of spec §12 with every strategy of a match: {@code init}/{@code ready}, one
 * {@code tick} request per alive bomber per tick with its deadline, {@code end}. Whatever a strategy
 * does (stays silent, answers late, floods, closes, exits) costs it at most its own bomber's moves; the
 * match always goes on.
 */
final class Conversation {

    /** How long an {@code Exited} event may lag behind a closed output stream and still name the cause. */
    private static final long EXIT_GRACE_NANOS = 250_000_000L;
    /** How long queued {@code end} messages may take to be written when the match is over. */
    private static final long END_WRITE_NANOS = 1_000_000_000L;

    /** One tick's inputs from the strategies. */
    record Collected(Map<Integer, Action> commands, List<Integer> crashedNow, Map<Integer, String> debug,
            Map<Integer, Double> timeMs, Map<Integer, String> invalid) {
    }

    private final MatchContext match;
    private final Limits limits;
    private final Map<Integer, SeatLink> bySeat = new HashMap<>();
    private final Map<Integer, SeatLink> byPlayer = new TreeMap<>();
    private int currentTick;

    Conversation(MatchContext match, Limits limits, List<SeatLink> links) {
        this.match = match;
        this.limits = limits;
        for (SeatLink link : links) {
            bySeat.put(link.seat.index(), link);
            byPlayer.put(link.playerId, link);
        }
    }

    /** Sends {@code init} to every strategy and waits for each {@code ready} (spec §12.3). */
    void start(Board s0, BomberRules rules) throws InterruptedException {
        currentTick = 0;
        for (SeatLink link : byPlayer.values()) {
            link.state = State.STARTING;
            link.sentAt = match.now();
            link.deadline = link.sentAt + limits.startup().toNanos();
            link.send(BomberProtocol.init(link.playerId, s0.width(), s0.height(), rules, limits));
        }
        awaitAnswers();
    }

    /** Phase 0 of tick t (spec §7.1): asks every alive, running strategy about S(t-1). */
    Collected collect(Board state, int t) throws InterruptedException {
        currentTick = t;
        drain();
        String board = BomberProtocol.write(BoardJson.write(state));
        for (SeatLink link : byPlayer.values()) {
            if (link.state == State.IDLE && state.player(link.playerId).alive()) {
                link.request(BomberProtocol.tick(state.tick(), link.playerId, board), state.tick(), match.now(), limits);
            }
        }
        awaitAnswers();
        List<Integer> crashedNow = new ArrayList<>();
        for (SeatLink link : byPlayer.values()) {
            if (link.state == State.CRASHED && !link.crashReported) {
                link.crashReported = true;
                crashedNow.add(link.playerId);
            }
        }
        Map<Integer, Action> commands = new HashMap<>();
        Map<Integer, String> debug = new HashMap<>();
        Map<Integer, Double> timeMs = new HashMap<>();
        Map<Integer, String> invalid = new HashMap<>();
        for (Player player : state.alivePlayers()) {
            SeatLink link = byPlayer.get(player.id());
            Answer answer = link == null || link.state == State.CRASHED ? null : link.answer;
            commands.put(player.id(), answer == null ? Action.WAIT : answer.action());
            if (answer != null) {
                timeMs.put(player.id(), link.answerTime / 1e6);
                if (answer.debug() != null) {
                    debug.put(player.id(), answer.debug());
                }
                if (!answer.isValid()) {
                    invalid.put(player.id(), answer.invalid());
                }
                link.answer = null;
            }
        }
        return new Collected(commands, crashedNow, debug, timeMs, invalid);
    }

    /** After tick t: {@code end} with reason {@code DEAD} to the strategies whose bomber died in it. */
    void afterTick(Board state, List<Player> died) {
        currentTick = state.tick() + 1;
        for (Player player : died) {
            SeatLink link = byPlayer.get(player.id());
            if (link != null && link.live()) {
                end(link, "DEAD", state);
            }
        }
    }

    /** The game is over: {@code end} to every strategy still running, then every seat is stopped. */
    void finish(Board state) throws InterruptedException {
        for (SeatLink link : byPlayer.values()) {
            if (link.live()) {
                end(link, "GAME_OVER", state);
            }
        }
        long graceEnd = byPlayer.values().stream().mapToLong(l -> l.exitGraceUntil).max().orElse(0);
        SeatEvent event;
        while (byPlayer.values().stream().anyMatch(l -> l.exitGraceUntil > 0) && (event = match.poll(graceEnd)) != null) {
            handle(event);
        }
        long writesEnd = match.now() + END_WRITE_NANOS;
        for (SeatLink link : byPlayer.values()) {
            link.drainWrites(writesEnd - match.now());
        }
        byPlayer.values().forEach(SeatLink::kill);
        byPlayer.values().forEach(SeatLink::checkInfrastructure);
    }

    private void end(SeatLink link, String reason, Board state) {
        link.state = State.ENDED;
        link.send(BomberProtocol.end(reason, state.tick(), state.player(link.playerId).points()));
        link.killAfterWrites();
    }

    /** Handles what arrived since the last tick: lines now are unsolicited and discarded. */
    private void drain() throws InterruptedException {
        SeatEvent event;
        while ((event = match.poll(match.now())) != null) {
            handle(event);
        }
        expire(match.now());
    }

    /** Polls until every strategy asked has answered or missed its deadline. */
    private void awaitAnswers() throws InterruptedException {
        while (true) {
            byPlayer.values().forEach(SeatLink::checkInfrastructure);
            long next = byPlayer.values().stream().filter(SeatLink::waiting).mapToLong(l -> l.deadline).min()
                    .orElse(Long.MAX_VALUE);
            if (next == Long.MAX_VALUE) {
                return;
            }
            SeatEvent event = match.poll(next);
            if (event != null) {
                handle(event);
            }
            expire(match.now());
        }
    }

    private void handle(SeatEvent event) {
        SeatLink link = bySeat.get(event.seat().index());
        if (link == null) {
            return;
        }
        if (event instanceof SeatEvent.Received received && link.live()) {
            for (Line line : link.lines.feed(received.data())) {
                link.onLine(line, received.atNanos(), currentTick, limits);
            }
        } else if (event instanceof SeatEvent.Disconnected && link.live()) {
            link.closed(currentTick, match.now() + EXIT_GRACE_NANOS);
        } else if (event instanceof SeatEvent.Exited exited && (link.live() || link.exitGraceUntil > 0)) {
            link.exited(exited.status(), currentTick);
        }
    }

    private void expire(long now) {
        for (SeatLink link : byPlayer.values()) {
            if (link.waiting() && now >= link.deadline) {
                link.timeOut(currentTick, limits);
            }
            if (link.exitGraceUntil > 0 && now >= link.exitGraceUntil) {
                link.exitGraceUntil = 0;
                link.kill();
            }
        }
    }
}
