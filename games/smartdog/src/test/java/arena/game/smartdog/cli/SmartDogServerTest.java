package arena.game.smartdog.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ReplayWriter;
import arena.testing.Eventually;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The standalone server over real sockets on a free local port: sessions, hubs (TV-P6), whole games. */
class SmartDogServerTest {

    @TempDir
    Path replays;
    private SmartDogServer server;
    private final List<String> log = new CopyOnWriteArrayList<>();
    private final List<Client> clients = new ArrayList<>();

    private void start(boolean coin) throws IOException {
        server = new SmartDogServer(0, 300_000, replays, () -> coin, log::add);
        server.start();
    }

    @AfterEach
    void stop() throws IOException {
        for (Client client : clients) {
            client.socket.close();
        }
        server.close();
    }

    @Test
    void TVP6_hubHandling() throws IOException {
        start(false);
        Client dave = connect();
        dave.send("join dave nohub");
        assertThat(dave.read()).isEqualTo("error No such hub");
        dave.send("join dave #solo");
        assertThat(dave.read()).isEqualTo("wait ");
        assertThat(dave.read()).startsWith("start \"you\":1,").contains("\"players\":1,");
        Client erin = connect();
        erin.send("join erin SOLO");
        assertThat(erin.read()).isEqualTo("wait ");
        assertThat(erin.read()).startsWith("start \"you\":1,");
        Client fred = connect();
        fred.send("join fred default");
        assertThat(fred.read()).isEqualTo("wait ");
        fred.send("join fred default");
        assertThat(fred.read()).isEqualTo("error Already joined");
    }

    @Test
    void theDefaultHubStartsTwoPlayersWhenTheCoinSaysSo() throws IOException {
        start(true);
        Client a = connect();
        Client b = connect();
        a.send("join a");
        assertThat(a.read()).isEqualTo("wait ");
        b.send("join b default");
        assertThat(b.read()).isEqualTo("wait ");
        assertThat(a.read()).startsWith("start \"you\":1,").contains("\"players\":2,");
        assertThat(b.read()).startsWith("start \"you\":2,");
    }

    @Test
    void linesBeforeJoiningGetErrors_theConnectionStaysOpen() throws IOException {
        start(false);
        Client c = connect();
        c.send("do 1 bark");
        assertThat(c.read()).isEqualTo("error Not in a game");
        c.send("end");
        assertThat(c.read()).isEqualTo("error Not in a game");
        c.send("");
        c.send("hello there");
        assertThat(c.read()).isEqualTo("error Unknown command: hello(there)");
        c.send("join c duet");
        assertThat(c.read()).isEqualTo("wait ");
    }

    @Test
    void aPlayerWhoLeavesTheQueueIsNotPutIntoAGame() throws Exception {
        start(false);
        Client ghost = connect();
        ghost.send("join ghost duet");
        assertThat(ghost.read()).isEqualTo("wait ");
        ghost.socket.close();
        // its reader notices the close on its own thread: wait until the queue is empty again
        while (server.waiting() > 0) {
            Thread.onSpinWait();
        }
        Client bob = connect();
        bob.send("join bob duet");
        assertThat(bob.read()).isEqualTo("wait ");
        Client carol = connect();
        carol.send("join carol duet");
        assertThat(carol.read()).isEqualTo("wait ");
        assertThat(bob.read()).startsWith("start \"you\":1,");
        assertThat(carol.read()).startsWith("start \"you\":2,");
    }

    @Test
    void aWholeDuetIsPlayed_theServerClosesTheConnections_andWritesTheReplay() throws Exception {
        start(false);
        Client alice = connect();
        Client bob = connect();
        alice.send("join alice duet");
        assertThat(alice.read()).isEqualTo("wait "); // so alice is player 1
        bob.send("join bob duet");
        // each client answers on its own thread, as two processes would
        var bobPlays = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return bob.playToTheEnd();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        String aliceEnd = alice.playToTheEnd();
        String bobEnd = bobPlays.get(30, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(List.of(aliceEnd, bobEnd)).containsExactlyInAnyOrder(
                "finished \"youWin\":true,\"winner\":1", "finished \"youWin\":false,\"winner\":1");
        assertThat(alice.turns).isEqualTo(600); // capture-the-sheep comes first
        assertThat(alice.in.readLine()).isNull();
        Eventually.await("the game's end is logged", Duration.ofSeconds(1)).pollInterval(Duration.ofMillis(20))
                .until(() -> !log.isEmpty());
        assertThat(log).singleElement().asString().contains("game 1 (duet, capture-the-sheep) over");
        try (var files = Files.list(replays)) {
            Path replay = files.findFirst().orElseThrow();
            assertThat(replay.getFileName().toString()).isEqualTo("0001-duet-capture-the-sheep.json");
            assertThat(ReplayWriter.read(Files.readAllBytes(replay)).path("players").get(0).path("name").asString())
                    .isEqualTo("alice");
        }
    }

    @Test
    void D20_clientsBeyondTheConnectionCapAreRefusedWithAReason() throws IOException {
        server = new SmartDogServer(0, 300_000, replays, () -> false, log::add,
                new ServerLimits(2, java.time.Duration.ofMinutes(10)));
        server.start();
        Client a = connect();
        Client b = connect();
        b.send("join b duet");
        assertThat(b.read()).isEqualTo("wait ");
        Client c = connect();
        assertThat(c.read()).isEqualTo("error Too many connections (2)");
        assertThat(c.read()).isEqualTo("finished \"youWin\":false,\"error\":\"server.full\"");
        assertThat(c.read()).isNull();
        a.socket.close();
        // a's place is free once the server has seen it go; a newcomer then gets in and can join
        String answer = null;
        for (int attempt = 0; attempt < 100 && !"wait ".equals(answer); attempt++) {
            Client d = connect();
            d.send("join d duet");
            answer = d.read();
        }
        assertThat(answer).isEqualTo("wait ");
    }

    @Test
    void D20_aClientThatDoesNotJoinInTimeIsClosed_oneThatJoinedStays() throws IOException {
        server = new SmartDogServer(0, 300_000, replays, () -> false, log::add,
                new ServerLimits(64, java.time.Duration.ofSeconds(1)));
        server.start();
        Client joined = connect();
        joined.send("join j duet");
        assertThat(joined.read()).isEqualTo("wait ");
        Client idle = connect();
        idle.send("join idle nohub");
        assertThat(idle.read()).isEqualTo("error No such hub");
        assertThat(idle.read()).isEqualTo("error No join within 1 s");
        assertThat(idle.read()).isEqualTo("finished \"youWin\":false,\"error\":\"join.timeout\"");
        assertThat(idle.read()).isNull();
        // its timer fired first, so had it closed the joined client, this would meet a closed socket
        joined.send("join j duet");
        assertThat(joined.read()).isEqualTo("error Already joined");
    }

    /** The 2012 Java client exits only on {@code finished}: a refusal must end with it. */
    @Test
    void D20_theOriginalJavaClientOverTheCapIsToldWhyAndExits() throws IOException {
        server = new SmartDogServer(0, 300_000, replays, () -> false, log::add,
                new ServerLimits(1, java.time.Duration.ofMinutes(10)));
        server.start();
        Client holder = connect();
        holder.send("join holder duet");
        assertThat(holder.read()).isEqualTo("wait ");

        JavaClientLoop.Session refused = JavaClientLoop.join(server.port(), "late", "duet");

        assertThat(refused.end()).as("lines read: %s", refused.lines()).isEqualTo(JavaClientLoop.End.FINISHED);
        assertThat(refused.lines()).containsExactly("error Too many connections (1)",
                "finished \"youWin\":false,\"error\":\"server.full\"");
    }

    /** A mistyped hub leaves the 2012 Java client waiting; the join timeout ends that with {@code finished}. */
    @Test
    void D20_theOriginalJavaClientThatNeverJoinsIsToldWhyAndExits() throws IOException {
        server = new SmartDogServer(0, 300_000, replays, () -> false, log::add,
                new ServerLimits(64, java.time.Duration.ofSeconds(1)));
        server.start();

        JavaClientLoop.Session session = JavaClientLoop.join(server.port(), "typo", "duett");

        assertThat(session.end()).as("lines read: %s", session.lines()).isEqualTo(JavaClientLoop.End.FINISHED);
        assertThat(session.lines()).containsExactly("error No such hub", "error No join within 1 s",
                "finished \"youWin\":false,\"error\":\"join.timeout\"");
    }

    @Test
    void D20_aLineTooLongBeforeJoiningEndsTheSessionWithFinished() throws IOException {
        start(false);
        Client c = connect();
        c.send("x".repeat(70_000));
        assertThat(c.read()).isEqualTo("error Line too long");
        assertThat(c.read()).isEqualTo("finished \"youWin\":false,\"error\":\"line.too.long\"");
        assertThat(c.read()).isNull();
    }

    @Test
    void D20_aLineTooLongInAGameIsAnsweredBeforeTheConnectionCloses() throws IOException {
        start(false);
        Client c = connect();
        c.send("join long solo");
        c.readUntil("turn");
        c.send("x".repeat(70_000));
        assertThat(c.read()).isEqualTo("error Line too long");
        assertThat(c.read()).isNull();
    }

    private Client connect() throws IOException {
        Client client = new Client(new Socket(InetAddress.getLoopbackAddress(), server.port()));
        clients.add(client);
        return client;
    }

    private static final class Client {
        final Socket socket;
        final BufferedReader in;
        final OutputStream out;
        int turns;

        Client(Socket socket) throws IOException {
            this.socket = socket;
            socket.setSoTimeout(20_000);
            this.in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            this.out = socket.getOutputStream();
        }

        void send(String line) throws IOException {
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        }

        String read() throws IOException {
            return in.readLine();
        }

        /** The lines up to {@code last}, which it returns; {@code null} when the connection ends first. */
        String readUntil(String last) throws IOException {
            String line;
            while ((line = in.readLine()) != null && !line.equals(last)) {
                assertThat(line).doesNotStartWith("warning").doesNotStartWith("error");
            }
            return line;
        }

        /** Ends every turn until {@code finished}, which it returns. */
        String playToTheEnd() throws IOException {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.equals("turn")) {
                    turns++;
                    send("end");
                } else if (line.startsWith("finished")) {
                    return line;
                }
            }
            return null;
        }
    }
}
