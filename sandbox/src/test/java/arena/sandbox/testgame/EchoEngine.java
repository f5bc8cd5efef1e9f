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
import arena.game.api.MessageEnd;
import arena.game.api.Outcome;
import arena.game.api.Placings;
import arena.game.api.PointsTable;
import arena.game.api.ReasonCode;
import arena.game.api.StageScoring;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatResult;
import arena.game.api.TiePolicy;
import arena.game.api.Transport;
import arena.game.api.turn.Framing;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.Turn;
import arena.game.api.turn.TurnLoop;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A test-only game: each turn the engine sends {@code ping N} to every seat still playing and expects
 * {@code pong N} within the move limit (the start-up limit for the first message). Over stdio and TCP
 * these are lines (a TCP client first says {@code hello <token>}); over HTTP each ping is a POST and
 * its reply the pong. A seat's score is the number of turns it answered. Deadlines and verdicts come
 * from the engine SPI's {@link TurnLoop}, as in a real game.
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
            case TCP -> new Launch(Transport.TCP, 7000, List.of("{host}", "{port}", "{token}"), env, TOKEN, MessageEnd.LINE);
            case HTTP -> new Launch(Transport.HTTP, 8080, List.of("http", "{port}"), env, "");
        };
        List<Format> formats = List.of(Format.freeForAll("solo", "Solo", 1), Format.freeForAll("duel", "Duel", 2),
                Format.freeForAll("trio", "Trio", 3), Format.freeForAll("quad", "Quad", 4));
        return new EngineInfo(id, "Echo over " + transport, "Answer every ping.", formats,
                List.of(new GameMap("plain", "Plain", 4, "")),
                limits(Duration.ofSeconds(10), Duration.ofSeconds(1), 64, 64 * 1024), launch,
                ScoreOrder.HIGHER_IS_BETTER,
                new StageScoring(PointsTable.of(TiePolicy.SPLIT, 3, 2, 1, 0), "3-2-1"), List.of(), List.of(),
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

    /** What a strategy said: a line, or an HTTP reply's body with its status. */
    private record Said(int status, String text) {
    }

    /** Lines over stdio and TCP, each HTTP reply whole. */
    private static Framing<Said> framing() {
        Framing<String> lines = Framing.lines();
        return event -> event instanceof SeatEvent.Reply reply
                ? List.of(new Said(reply.status(), new String(reply.body(), StandardCharsets.UTF_8).strip()))
                : lines.read(event).stream().map(line -> new Said(200, line.strip())).toList();
    }

    /** One match: the turns, on the engine SPI's turn loop. */
    private final class Play {
        private final List<Seat> seats;
        private final int turns;
        private final int[] answered;
        private final TurnLoop<Said> loop;
        private int turn;

        Play(MatchContext match) {
            this.seats = match.seats();
            this.turns = turns(match.setup());
            this.answered = new int[seats.size()];
            this.loop = new TurnLoop<>(match, seat -> framing())
                    .closedStream(transport == Transport.TCP ? "connection closed" : "output closed");
        }

        Outcome run() throws InterruptedException {
            try {
                if (transport == Transport.TCP) {
                    loop.ask(seats.stream().map(Request::greeting).toList(), this::hello);
                } else if (transport == Transport.HTTP) {
                    loop.ask(seats.stream().map(Request::connection).toList(), null);
                }
                for (turn = 1; turn <= turns && seats.stream().anyMatch(loop::live); turn++) {
                    loop.turn(Turn.numbered(turn));
                    byte[] ping = ping();
                    // Over stdio the first ping is the strategy's first message: it has the start-up limit.
                    boolean first = turn == 1 && transport == Transport.STDIO;
                    loop.ask(seats.stream().filter(loop::live)
                            .map(seat -> first ? Request.startUp(seat, ping) : Request.move(seat, ping)).toList(),
                            this::pong);
                }
                for (Seat seat : seats) {
                    loop.end(seat, transport == Transport.HTTP ? null : "end\n".getBytes(StandardCharsets.UTF_8));
                }
                loop.finish();
            } finally {
                loop.stopAll();
            }
            return outcome();
        }

        private Step hello(Seat seat, Said said, long nanos) {
            return said.text().equals("hello " + TOKEN) ? Step.DONE : Step.broken(ReasonCode.PROTOCOL_ERROR,
                    "expected 'hello <token>', got '" + abbreviate(said.text()) + "'");
        }

        private Step pong(Seat seat, Said said, long nanos) {
            if (said.status() != 200) {
                return Step.broken(ReasonCode.NO_ANSWER, "HTTP status " + said.status());
            }
            if (!said.text().equals("pong " + turn)) {
                return Step.broken(ReasonCode.PROTOCOL_ERROR, "expected 'pong " + turn + "', got '"
                        + abbreviate(said.text()) + "'");
            }
            answered[seat.index()]++;
            return Step.DONE;
        }

        private byte[] ping() {
            String text = "ping " + turn;
            return (transport == Transport.HTTP ? text : text + "\n").getBytes(StandardCharsets.UTF_8);
        }

        private Outcome outcome() {
            List<Score> scores = new ArrayList<>();
            for (int a : answered) {
                scores.add(Score.integer(a));
            }
            List<Integer> places = Placings.competition(scores, ScoreOrder.HIGHER_IS_BETTER);
            List<SeatResult> results = new ArrayList<>();
            for (int i = 0; i < seats.size(); i++) {
                results.add(new SeatResult(i, places.get(i), i, scores.get(i), "ANSWERED " + answered[i] + "/" + turns,
                        loop.verdict(seats.get(i)), Map.of("answered", Integer.toString(answered[i]))));
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
