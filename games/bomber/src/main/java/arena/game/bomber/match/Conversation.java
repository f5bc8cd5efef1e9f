package arena.game.bomber.match;

import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.ReasonCode;
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
import java.util.Locale;
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
    private final List<Integer> crashedSinceLastTick = new ArrayList<>();
    private int currentTick;
    private Map<Integer, Answer> answers = new HashMap<>();
    private Map<Integer, Double> times = new HashMap<>();

    Conversation(MatchContext match, Limits limits, List<SeatLink> links) {
        this.match = match;
        this.limits = limits;
        for (SeatLink link : links) {
            bySeat.put(link.seat.index(), link);
            byPlayer.put(link.playerId, link);
        }
    }

    SeatLink link(int playerId) {
        return byPlayer.get(playerId);
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
        awaitAll(State.STARTING);
    }

    /** Phase 0 of tick t (spec §7.1): asks every alive, running strategy about S(t-1). */
    Collected collect(Board state, int t) throws InterruptedException {
        currentTick = t;
        drain();
        answers = new HashMap<>();
        times = new HashMap<>();
        String board = BomberProtocol.write(BoardJson.write(state));
        for (SeatLink link : byPlayer.values()) {
            if (link.state != State.IDLE || !state.player(link.playerId).alive()) {
                continue;
            }
            if (link.lines.pending()) {
                link.unsolicitedLines++;
                link.lines.clear();
            }
            link.state = State.AWAITING;
            link.requestTick = state.tick();
            link.sentAt = match.now();
            long move = limits.move().toNanos();
            long left = limits.hasTotal() ? limits.total().toNanos() - link.answerNanos : Long.MAX_VALUE;
            link.deadlineIsTotal = left < move;
            link.deadline = link.sentAt + Math.max(0, Math.min(move, left));
            link.send(BomberProtocol.tick(state.tick(), link.playerId, board));
        }
        awaitAll(State.AWAITING);
        Map<Integer, Action> commands = new HashMap<>();
        Map<Integer, String> debug = new HashMap<>();
        Map<Integer, String> invalid = new HashMap<>();
        for (Player player : state.alivePlayers()) {
            Answer answer = answers.get(player.id());
            boolean standing = player.crashed() || crashedSinceLastTick.contains(player.id());
            commands.put(player.id(), answer == null || standing ? Action.WAIT : answer.action());
            if (answer != null && answer.debug() != null) {
                debug.put(player.id(), answer.debug());
            }
            if (answer != null && !answer.isValid()) {
                invalid.put(player.id(), answer.invalid());
            }
        }
        List<Integer> crashedNow = crashedSinceLastTick.stream().sorted().toList();
        crashedSinceLastTick.clear();
        return new Collected(commands, crashedNow, debug, times, invalid);
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
        while (graceEnd > match.now() && byPlayer.values().stream().anyMatch(l -> l.exitGraceUntil > 0)
                && (event = match.poll(graceEnd)) != null) {
            handle(event);
        }
        long writesEnd = match.now() + END_WRITE_NANOS;
        for (SeatLink link : byPlayer.values()) {
            link.drainWrites(writesEnd - match.now());
        }
        for (SeatLink link : byPlayer.values()) {
            link.kill();
        }
        checkInfrastructure();
    }

    private void end(SeatLink link, String reason, Board state) {
        link.state = State.ENDED;
        link.send(BomberProtocol.end(reason, state.tick(), state.player(link.playerId).points()));
        link.killAfterWrites();
    }

    /** Drops every seat's pending events before the next requests: lines now are unsolicited. */
    private void drain() throws InterruptedException {
        SeatEvent event;
        while ((event = match.poll(match.now())) != null) {
            handle(event);
        }
        expire(match.now());
    }

    private void awaitAll(State waitingFor) throws InterruptedException {
        while (true) {
            checkInfrastructure();
            long next = Long.MAX_VALUE;
            for (SeatLink link : byPlayer.values()) {
                if (link.state == waitingFor) {
                    next = Math.min(next, link.deadline);
                }
            }
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
        if (event instanceof SeatEvent.Received received) {
            if (link.live()) {
                for (Line line : link.lines.feed(received.data())) {
                    onLine(link, line, received.atNanos());
                }
            }
        } else if (event instanceof SeatEvent.Disconnected) {
            if (link.live()) {
                crash(link, ReasonCode.PROTOCOL_ERROR, "output closed");
                link.exitGraceUntil = match.now() + EXIT_GRACE_NANOS;
            }
        } else if (event instanceof SeatEvent.Exited exited) {
            if (link.live() || link.exitGraceUntil > 0) {
                boolean wasLive = link.live();
                int tick = wasLive ? currentTick : link.verdict.turn();
                link.fail(exited.status().reason(), tick, prefix(tick) + exited.status().message());
                if (wasLive) {
                    crashedSinceLastTick.add(link.playerId);
                }
                link.exitGraceUntil = 0;
                link.kill();
            }
        }
    }

    private void onLine(SeatLink link, Line line, long atNanos) {
        switch (link.state) {
            case STARTING -> {
                String problem = line.tooLong() ? "the first line after init is longer than "
                        + BomberRules.MAX_LINE_BYTES + " bytes" : BomberProtocol.checkReady(line.text());
                if (problem == null) {
                    link.state = State.IDLE;
                } else {
                    crash(link, ReasonCode.PROTOCOL_ERROR, problem);
                    link.kill();
                }
            }
            case AWAITING -> {
                if (atNanos > link.deadline) {
                    timeOut(link);
                    return;
                }
                long used = Math.max(0, atNanos - link.sentAt);
                link.answerNanos += used;
                times.put(link.playerId, used / 1e6);
                Answer answer = line.tooLong()
                        ? Answer.invalid("answer longer than " + BomberRules.MAX_LINE_BYTES + " bytes", null)
                        : BomberProtocol.answer(line.text(), link.requestTick);
                if (!answer.isValid()) {
                    link.invalidAnswers++;
                }
                answers.put(link.playerId, answer);
                link.state = State.IDLE;
            }
            default -> link.unsolicitedLines++;
        }
    }

    private void expire(long now) {
        for (SeatLink link : byPlayer.values()) {
            if ((link.state == State.STARTING || link.state == State.AWAITING) && now >= link.deadline) {
                timeOut(link);
            }
            if (link.exitGraceUntil > 0 && now >= link.exitGraceUntil) {
                link.exitGraceUntil = 0;
                link.kill();
            }
        }
    }

    private void timeOut(SeatLink link) {
        String message;
        if (link.state == State.STARTING) {
            message = "no ready within " + millis(limits.startup().toNanos());
        } else if (link.deadlineIsTotal) {
            message = "total answer time exceeded " + millis(limits.total().toNanos());
        } else {
            message = "no answer within " + millis(limits.move().toNanos());
        }
        crash(link, ReasonCode.TIME_LIMIT, message);
        link.kill();
    }

    private void crash(SeatLink link, ReasonCode code, String message) {
        link.fail(code, currentTick, prefix(currentTick) + message);
        crashedSinceLastTick.add(link.playerId);
    }

    private static String prefix(int tick) {
        return tick == 0 ? "start-up: " : "tick " + tick + ": ";
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%,d ms", nanos / 1_000_000);
    }

    private void checkInfrastructure() {
        byPlayer.values().forEach(SeatLink::checkInfrastructure);
    }
}
