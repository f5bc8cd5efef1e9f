package arena.sandbox.testgame;

import arena.game.api.AcceptanceGame;
import arena.game.api.Bounds;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.game.api.GameMap;
import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.Placings;
import arena.game.api.PointsTable;
import arena.game.api.ReasonCode;
import arena.game.api.RoundScoring;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatResult;
import arena.game.api.TiePolicy;
import arena.game.api.Transport;
import arena.game.api.Verdict;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A test-only game: each turn the engine sends {@code ping N} to every seat still playing and expects
 * {@code pong N} within the move limit (the start-up limit for the first message). Over stdio and TCP
 * these are lines (a TCP client first says {@code hello <token>}); over HTTP each ping is a POST and
 * its reply the pong. A seat's score is the number of turns it answered. The engine decides every
 * deadline from {@code setup.limits()}, as a real game does.
 */
public final class EchoEngine implements GameEngine {

    public static final String TOKEN = "secret-token";
    /** The most turns a match may ask for with its {@code turns} option. */
    public static final int MAX_TURNS = 100_000;

    private final String id;
    private final Transport transport;
    private final Map<String, String> env;

    private EchoEngine(String id, Transport transport, Map<String, String> env) {
        this.id = id;
        this.transport = transport;
        this.env = Map.copyOf(env);
    }

    public static EchoEngine over(Transport transport) {
        return over(transport, Map.of());
    }

    /** @param env extra environment for the strategies (the abuse suite tells bots what to attack) */
    public static EchoEngine over(Transport transport, Map<String, String> env) {
        return new EchoEngine("echo-" + transport.name().toLowerCase(), transport, env);
    }

    public static Limits limits(Duration startup, Duration move, int memoryMb, long maxMessageBytes) {
        return new Limits(startup, move, Duration.ZERO, memoryMb, maxMessageBytes);
    }

    @Override
    public EngineInfo info() {
        Launch launch = switch (transport) {
            case STDIO -> new Launch(Transport.STDIO, 0, List.of(), env, "");
            case TCP -> new Launch(Transport.TCP, 7000, List.of("{host}", "{port}", "{token}"), env, TOKEN);
            case HTTP -> new Launch(Transport.HTTP, 8080, List.of("http", "{port}"), env, "");
        };
        List<Format> formats = List.of(Format.freeForAll("solo", "Solo", 1), Format.freeForAll("duel", "Duel", 2),
                Format.freeForAll("trio", "Trio", 3), Format.freeForAll("quad", "Quad", 4));
        return new EngineInfo(id, "Echo over " + transport, "Answer every ping.", formats,
                List.of(new GameMap("plain", "Plain", 4, "")),
                limits(Duration.ofSeconds(10), Duration.ofSeconds(1), 64, 64 * 1024), launch,
                ScoreOrder.HIGHER_IS_BETTER,
                new RoundScoring(PointsTable.of(TiePolicy.SPLIT, 3, 2, 1, 0), "3-2-1"), List.of(), List.of(),
                new Bounds(MAX_TURNS, Bounds.NAME_CHARS, 0,
                        List.of(new Bounds.Setting("turns", 1, MAX_TURNS, "pings a match sends"))));
    }

    @Override
    public List<AcceptanceGame> acceptanceGames() {
        return List.of(new AcceptanceGame("solo", "plain", Map.of()));
    }

    @Override
    public Outcome play(MatchContext match) throws InterruptedException {
        return new Play(match).run();
    }

    /** Every turn waits for one answer per seat, all at once; the first within the start-up limit. */
    @Override
    public int maxMoves(MatchSetup setup) {
        return turns(setup);
    }

    private int turns(MatchSetup setup) {
        int turns = setup.intOption("turns", 3);
        info().bounds().setting("turns").orElseThrow().check(turns);
        return turns;
    }

    /** One match's state. */
    private final class Play {
        private final MatchContext match;
        private final List<Seat> seats;
        private final Limits limits;
        private final int turns;
        private final Map<Integer, StringBuilder> lines = new HashMap<>();
        private final boolean[] connected;
        private final boolean[] greeted;
        private final boolean[] waiting;
        private final int[] answered;
        private final Verdict[] verdicts;
        private int turn;

        Play(MatchContext match) {
            this.match = match;
            this.seats = match.seats();
            this.limits = match.setup().limits();
            this.turns = turns(match.setup());
            int n = seats.size();
            connected = new boolean[n];
            greeted = new boolean[n];
            waiting = new boolean[n];
            answered = new int[n];
            verdicts = new Verdict[n];
        }

        Outcome run() throws InterruptedException {
            if (transport != Transport.STDIO) {
                awaitConnections();
            }
            for (turn = 1; turn <= turns && anyAlive(); turn++) {
                Duration limit = turn == 1 && transport == Transport.STDIO ? limits.startup() : limits.move();
                for (Seat seat : seats) {
                    if (alive(seat.index())) {
                        waiting[seat.index()] = true;
                        seat.send(ping());
                    }
                }
                long deadline = match.now() + limit.toNanos();
                while (anyWaiting()) {
                    SeatEvent event = match.poll(deadline);
                    if (event == null) {
                        break;
                    }
                    handle(event);
                }
                for (Seat seat : seats) {
                    if (waiting[seat.index()]) {
                        fail(seat, ReasonCode.TIME_LIMIT, "move " + turn + ": no answer within "
                                + limit.toMillis() + " ms (limit " + limit.toMillis() + " ms)");
                    }
                }
            }
            for (Seat seat : seats) {
                if (alive(seat.index()) && transport != Transport.HTTP) {
                    seat.send("end\n".getBytes(StandardCharsets.UTF_8));
                }
                seat.kill();
            }
            return outcome();
        }

        private void awaitConnections() throws InterruptedException {
            long deadline = match.now() + limits.startup().toNanos();
            while (seats.stream().anyMatch(seat -> alive(seat.index()) && !ready(seat.index()))) {
                SeatEvent event = match.poll(deadline);
                if (event == null) {
                    break;
                }
                handle(event);
            }
            for (Seat seat : seats) {
                if (alive(seat.index()) && !ready(seat.index())) {
                    fail(seat, ReasonCode.TIME_LIMIT, "not ready within " + limits.startup().toMillis()
                            + " ms (start-up limit)");
                }
            }
        }

        private boolean ready(int seat) {
            return connected[seat] && (transport != Transport.TCP || greeted[seat]);
        }

        private byte[] ping() {
            String text = "ping " + turn;
            return (transport == Transport.HTTP ? text : text + "\n").getBytes(StandardCharsets.UTF_8);
        }

        private void handle(SeatEvent event) {
            Seat seat = event.seat();
            int i = seat.index();
            if (!alive(i)) {
                return;
            }
            if (event instanceof SeatEvent.Connected) {
                connected[i] = true;
            } else if (event instanceof SeatEvent.Received received) {
                StringBuilder buffer = lines.computeIfAbsent(i, key -> new StringBuilder());
                buffer.append(new String(received.data(), StandardCharsets.UTF_8));
                for (int newline = buffer.indexOf("\n"); newline >= 0 && alive(i); newline = buffer.indexOf("\n")) {
                    String line = buffer.substring(0, newline).strip();
                    buffer.delete(0, newline + 1);
                    line(seat, line);
                }
            } else if (event instanceof SeatEvent.Reply reply) {
                String body = new String(reply.body(), StandardCharsets.UTF_8).strip();
                if (reply.status() != 200) {
                    fail(seat, ReasonCode.NO_ANSWER, "HTTP status " + reply.status());
                } else {
                    line(seat, body);
                }
            } else if (event instanceof SeatEvent.ExchangeFailed failed) {
                fail(seat, ReasonCode.NO_ANSWER, failed.reason());
            } else if (event instanceof SeatEvent.Exited exited) {
                verdicts[i] = exited.status().verdict(turn == 0 ? null : turn);
                waiting[i] = false;
            }
            // Disconnected: the exit that usually follows says why
        }

        private void line(Seat seat, String line) {
            int i = seat.index();
            if (transport == Transport.TCP && !greeted[i]) {
                if (line.equals("hello " + TOKEN)) {
                    greeted[i] = true;
                } else {
                    fail(seat, ReasonCode.PROTOCOL_ERROR, "expected 'hello <token>', got '" + abbreviate(line) + "'");
                }
                return;
            }
            if (waiting[i] && line.equals("pong " + turn)) {
                waiting[i] = false;
                answered[i]++;
            } else {
                fail(seat, ReasonCode.PROTOCOL_ERROR, "expected 'pong " + turn + "', got '" + abbreviate(line) + "'");
            }
        }

        private void fail(Seat seat, ReasonCode code, String message) {
            int i = seat.index();
            if (verdicts[i] == null) {
                verdicts[i] = Verdict.of(code, turn == 0 ? null : turn, message);
            }
            waiting[i] = false;
            seat.kill();
        }

        private boolean alive(int seat) {
            return verdicts[seat] == null;
        }

        private boolean anyAlive() {
            return seats.stream().anyMatch(seat -> alive(seat.index()));
        }

        private boolean anyWaiting() {
            for (boolean w : waiting) {
                if (w) {
                    return true;
                }
            }
            return false;
        }

        private Outcome outcome() {
            List<Score> scores = new ArrayList<>();
            for (int a : answered) {
                scores.add(Score.integer(a));
            }
            List<Integer> places = Placings.competition(scores, ScoreOrder.HIGHER_IS_BETTER);
            List<SeatResult> results = new ArrayList<>();
            for (int i = 0; i < seats.size(); i++) {
                Verdict verdict = verdicts[i] == null ? Verdict.OK : verdicts[i];
                results.add(new SeatResult(i, places.get(i), i, scores.get(i), "ANSWERED " + answered[i] + "/" + turns,
                        verdict, Map.of("answered", Integer.toString(answered[i]))));
            }
            String replay = "{\"game\":\"" + id + "\",\"answered\":" + java.util.Arrays.toString(answered) + "}";
            return new Outcome(results, Math.min(turn, turns), "echo over " + transport,
                    replay.getBytes(StandardCharsets.UTF_8));
        }
    }

    private static String abbreviate(String text) {
        return text.length() <= 60 ? text : text.substring(0, 60) + "...";
    }
}
