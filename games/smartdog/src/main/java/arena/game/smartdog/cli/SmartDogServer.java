package arena.game.smartdog.cli;

import arena.game.process.QuickAck;
import arena.game.smartdog.maps.MapLibrary;
import arena.game.smartdog.maps.MapPart;
import arena.game.smartdog.maps.Tiling;
import arena.game.smartdog.match.Hub;
import arena.game.smartdog.match.HubQueue;
import arena.game.smartdog.match.OutcomeReport;
import arena.game.smartdog.match.ServerGame;
import arena.game.smartdog.protocol.ClientLine;
import arena.game.smartdog.protocol.ClientLines;
import arena.game.smartdog.protocol.Join;
import arena.game.smartdog.protocol.ServerLines;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.replay.ReplayDocument;
import arena.game.smartdog.rules.SmartDogRules;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The standalone server a contestant runs locally, as the original was (§9, §10): TCP on port 3002, the
 * hubs default, solo, duet, trio and quartet, each playing the original maps round-robin, and a replay
 * written for each game. Sockets only read and write; everything else (sessions, hubs, games, timers) runs
 * on one dispatching thread, which gives the original's arrival-order semantics without locks (§13).
 */
public final class SmartDogServer implements Closeable {

    /** The {@code error} of the {@code finished} line that ends a session outside a game (D20). */
    static final String FULL = "server.full";
    static final String JOIN_TIMEOUT = "join.timeout";
    static final String LINE_TOO_LONG = "line.too.long";

    private final MapLibrary maps;
    private final int waitForTurn;
    private static final long CLOSE_WAIT_MILLIS = 5_000;

    private final Path replays;
    private volatile Thread dispatcher;
    private final ServerSocket listener;
    private final BlockingQueue<Runnable> events = new LinkedBlockingQueue<>();
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(daemon("smartdog-timers"));
    private final HubQueue<Connection> hubs;
    private final Consumer<String> log;
    private final ServerLimits limits;
    /** Connections whose socket is still being read; only the accepting thread adds to it. */
    private final AtomicInteger open = new AtomicInteger();
    private int gamesPlayed;
    private volatile boolean closed;

    /**
     * @param port        0 for any free port
     * @param waitForTurn the hubs' turn timeout in ms (a map header may set its own)
     * @param replays     the folder for the games' replays, or {@code null} for none
     * @param coin        the default hub's coin (§10)
     * @param log         where the server says what it did (games played, replays written, its own faults)
     */
    public SmartDogServer(int port, int waitForTurn, Path replays, BooleanSupplier coin, Consumer<String> log)
            throws IOException {
        this(port, waitForTurn, replays, coin, log, ServerLimits.DEFAULT);
    }

    /** @param limits the connection cap and the join timeout of D20 */
    public SmartDogServer(int port, int waitForTurn, Path replays, BooleanSupplier coin, Consumer<String> log,
            ServerLimits limits) throws IOException {
        this.log = log;
        this.limits = limits;
        this.maps = MapLibrary.load();
        this.waitForTurn = waitForTurn;
        this.replays = replays;
        this.listener = new ServerSocket(port, 50, InetAddress.getLoopbackAddress());
        this.hubs = new HubQueue<>(coin, this::armHubTimer, this::startGame);
        for (MapPart map : maps.maps()) {
            map.rules(SmartDogRules.HUB_DEFAULTS.withWaitForTurn(waitForTurn)).notes()
                    .forEach(note -> log.accept("map " + map.name() + ": " + note));
        }
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** How many players wait in the hubs, as the dispatching thread sees it once what arrived before is handled. */
    int waiting() throws InterruptedException {
        java.util.concurrent.CompletableFuture<Integer> count = new java.util.concurrent.CompletableFuture<>();
        events.add(() -> count.complete(hubs.waiting()));
        try {
            return count.get();
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Accepts clients and dispatches their events until {@link #close()}. */
    public void start() {
        dispatcher = daemon("smartdog-dispatch").newThread(this::dispatch);
        dispatcher.start();
        daemon("smartdog-accept").newThread(this::accept).start();
    }

    @Override
    public void close() throws IOException {
        closed = true;
        events.add(() -> { });
        timers.shutdownNow();
        listener.close();
        // an event under way (a game ending as its clients leave) finishes its replay before close returns
        Thread running = dispatcher;
        if (running != null && running != Thread.currentThread()) {
            try {
                running.join(CLOSE_WAIT_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void dispatch() {
        while (!closed) {
            try {
                events.take().run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException e) {
                // a fault of the server itself must not stop every other game
                log.accept("internal error: " + e);
            }
        }
    }

    private void accept() {
        while (!closed) {
            try {
                Socket socket = listener.accept();
                if (open.get() >= limits.maxConnections()) {
                    refuse(socket);
                    continue;
                }
                open.incrementAndGet();
                Connection[] self = new Connection[1];
                self[0] = new Connection(socket, timers, () -> events.add(() -> closed(self[0])));
                timers.schedule(() -> events.add(() -> joinTimedOut(self[0])), limits.joinTimeout().toMillis(),
                        TimeUnit.MILLISECONDS);
                daemon("smartdog-client").newThread(() -> read(socket, self[0])).start();
            } catch (IOException | java.util.concurrent.RejectedExecutionException e) {
                if (!closed) {
                    continue; // one failed accept does not stop the server
                }
            }
        }
    }

    /** D20: over the cap, a client is told why and closed before it costs a thread. */
    private void refuse(Socket socket) {
        try {
            socket.getOutputStream().write(dismissal("Too many connections (" + limits.maxConnections() + ")",
                    FULL).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        } catch (IOException e) {
            // the client is gone already: nothing to tell it
        }
        Connection.closeGently(socket, timers);
    }

    /** D20: a client that has not joined a hub within the join timeout is told so and closed. */
    private void joinTimedOut(Connection c) {
        if (c.state == Connection.State.CONNECTED) {
            dismiss(c, "No join within " + limits.joinTimeout().toSeconds() + " s", JOIN_TIMEOUT);
        }
    }

    /** Ends the session of a client that is in no game: the reason, then {@code finished}, then the close. */
    private void dismiss(Connection c, String reason, String code) {
        c.send(dismissal(reason, code));
        closed(c);
    }

    /**
     * An {@code error} line and a {@code finished} one: the 2012 Java client only prints an {@code error} and
     * exits on {@code finished} alone; at the end of the stream without it, it would wait forever.
     */
    private static String dismissal(String reason, String code) {
        return ServerLines.error(reason) + ServerLines.finished(false, 0, code);
    }

    /** The client's bytes, cut into lines, each handled on the dispatching thread. */
    private void read(Socket socket, Connection connection) {
        ClientLines framing = new ClientLines();
        byte[] buffer = new byte[8192];
        try {
            // Not closed here: after a line too long the socket stays open until that line's error is sent.
            // Quick ACKs: the 2012 clients write each line on its own, Nagle on.
            InputStream in = QuickAck.input(socket);
            int n;
            while ((n = in.read(buffer)) > 0) {
                for (ClientLines.Line line : framing.feed(java.util.Arrays.copyOf(buffer, n))) {
                    events.add(() -> line(connection, line));
                    if (line.tooLong()) {
                        return;
                    }
                }
            }
        } catch (IOException e) {
            // a reset connection is a closed one
        } finally {
            open.decrementAndGet();
            events.add(() -> closed(connection));
        }
    }

    private void line(Connection c, ClientLines.Line line) {
        if (c.state == Connection.State.CLOSED) {
            return;
        }
        if (c.state == Connection.State.IN_GAME) {
            inGame(c, game -> {
                if (line.tooLong()) {
                    game.tooLong(c.player);
                } else {
                    game.line(c.player, line.text());
                }
            });
            return;
        }
        if (line.tooLong()) {
            dismiss(c, "Line too long", LINE_TOO_LONG);
            return;
        }
        ClientLine parsed = ClientLine.parse(line.text());
        Optional<Join> join = Join.of(parsed);
        if (parsed.blank()) {
            return; // D10
        } else if (join.isPresent() && c.state == Connection.State.QUEUED) {
            c.send(ServerLines.error("Already joined")); // D8
        } else if (join.isPresent()) {
            Optional<Hub> hub = Hub.named(join.get().hub());
            if (hub.isEmpty()) {
                c.send(ServerLines.error("No such hub"));
                return;
            }
            c.name = join.get().name();
            c.state = Connection.State.QUEUED;
            c.send(ServerLines.waitLine()); // D2: always, before a game that starts at once
            hubs.join(c, hub.get());
        } else if (parsed.command().equals("do") || parsed.command().equals("end")) {
            c.send(ServerLines.error("Not in a game"));
        } else {
            c.send(parsed.unknownCommand());
        }
    }

    private void closed(Connection c) {
        switch (c.state) {
            case QUEUED -> hubs.leave(c); // D11
            case IN_GAME -> inGame(c, game -> game.disconnected(c.player));
            default -> {
                // not playing: nothing to undo
            }
        }
        c.close();
    }

    /** Runs an event of a game; a fault of the server ends that game with {@code server.error} (D22). */
    private void inGame(Connection c, Consumer<ServerGame> event) {
        ServerGame game = c.game;
        try {
            event.accept(game);
        } catch (RuntimeException e) {
            log.accept("internal error in a game, which ends with server.error: " + e);
            game.serverError();
        }
    }

    private void startGame(Hub hub, List<Connection> players, int game) {
        MapPart map = maps.maps().get(game % maps.maps().size());
        SmartDogRules rules = map.rules(SmartDogRules.HUB_DEFAULTS.withWaitForTurn(waitForTurn));
        int number = ++gamesPlayed;
        ServerGame serverGame = new ServerGame(map.name(), Tiling.build(map, players.size()), rules,
                List.copyOf(players), players.stream().map(c -> c.name).toList(), this::armTurnTimer,
                record -> writeReplay(number, hub, record));
        for (int i = 0; i < players.size(); i++) {
            Connection c = players.get(i);
            c.state = Connection.State.IN_GAME;
            c.game = serverGame;
            c.player = i + 1;
        }
        serverGame.start();
    }

    private Runnable armHubTimer(Hub hub, long millis) {
        ScheduledFuture<?> future = timers.schedule(() -> events.add(() -> hubs.timerFired(hub)), millis,
                TimeUnit.MILLISECONDS);
        return () -> future.cancel(false);
    }

    private Runnable armTurnTimer(ServerGame game, int turn, long millis) {
        ScheduledFuture<?> future = timers.schedule(() -> events.add(() -> game.timeout(turn)), millis,
                TimeUnit.MILLISECONDS);
        return () -> future.cancel(false);
    }

    private void writeReplay(int number, Hub hub, GameRecord record) {
        if (replays == null) {
            log.accept("game " + number + " (" + hub.name() + ", " + record.map() + ") over");
            return;
        }
        Path file = replays.resolve(String.format("%04d-%s-%s.json", number, hub.name(), record.map()));
        try {
            Files.createDirectories(replays);
            Files.write(file, ReplayDocument.write(record, OutcomeReport.places(record)));
            log.accept("game " + number + " (" + hub.name() + ", " + record.map() + ") over: " + file);
        } catch (IOException e) {
            log.accept("cannot write the replay of game " + number + ": " + e.getMessage());
        }
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}
