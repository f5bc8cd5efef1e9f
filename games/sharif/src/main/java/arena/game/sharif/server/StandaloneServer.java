package arena.game.sharif.server;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Seat;
import arena.game.api.SeatHub;
import arena.game.process.SocketSeat;
import arena.game.sharif.bots.BotSeat;
import arena.game.sharif.bots.IdleBot;
import arena.game.sharif.match.SharifMatch;
import arena.game.sharif.protocol.ClientMessage;
import arena.game.sharif.protocol.NulFraming;
import arena.game.sharif.rules.SharifMap;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The original game server's part for one game (spec §12.2, §12.3): it listens, binds each client that says
 * a known token to a slot, starts once all four slots are bound (or the wait is over: empty slots then play
 * idle), refuses later connections, and plays the game through {@link SharifMatch} like the site does.
 */
public final class StandaloneServer implements AutoCloseable {

    public static final int DEFAULT_PORT = 7099;
    /** How long a client may take to say its token (the original allows 2,000 s). */
    static final int TOKEN_WAIT_MS = 2_000_000;
    /** A token message is small; a client that sends more before its first NUL is not a client. */
    private static final int MAX_TOKEN_MESSAGE_BYTES = 64 << 10;

    private final ServerSocket listener;
    private final Slots slots;
    private final PrintStream log;
    private final Socket[] sockets = new Socket[4];
    private final byte[][] greetings = new byte[4][];
    /** Set when the game starts: no client is bound after that. */
    private boolean started;

    /**
     * Listens at once (clients may retry only a few times, §12.2).
     *
     * @param port   0 for any free port
     * @param tokens the four slots' tokens
     */
    public StandaloneServer(int port, List<String> tokens, PrintStream log) throws IOException {
        this.listener = new ServerSocket();
        this.listener.setReuseAddress(true);
        this.listener.bind(new InetSocketAddress(port));
        this.slots = new Slots(tokens);
        this.log = log;
    }

    /** The original's local mode: every slot has the all-zero token. */
    public static List<String> localTokens() {
        return List.of(BotSeat.LOCAL_TOKEN, BotSeat.LOCAL_TOKEN, BotSeat.LOCAL_TOKEN, BotSeat.LOCAL_TOKEN);
    }

    public int port() {
        return listener.getLocalPort();
    }

    /**
     * Accepts clients until the four slots are bound or the wait is over, then stops listening.
     *
     * @param wait {@code null} to wait as long as it takes (the original's default)
     */
    public void gather(Duration wait) throws InterruptedException {
        Thread acceptor = new Thread(this::accept, "sharif-accept");
        acceptor.setDaemon(true);
        acceptor.start();
        slots.awaitAll(wait);
        closeListener();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket socket = listener.accept();
                Thread handshake = new Thread(() -> handshake(socket), "sharif-token");
                handshake.setDaemon(true);
                handshake.start();
            } catch (IOException e) {
                return; // closed: the game has its clients
            }
        }
    }

    /** Reads the client's first message; a known token binds it, anything else closes it (as the original). */
    private void handshake(Socket socket) {
        try {
            socket.setSoTimeout(TOKEN_WAIT_MS);
            socket.setTcpNoDelay(true);
            ByteArrayOutputStream read = new ByteArrayOutputStream();
            NulFraming framing = new NulFraming(MAX_TOKEN_MESSAGE_BYTES);
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[4096];
            List<String> messages = List.of();
            int n;
            while (messages.isEmpty() && read.size() <= MAX_TOKEN_MESSAGE_BYTES && (n = in.read(buffer)) > 0) {
                read.write(buffer, 0, n);
                messages = framing.feed(Arrays.copyOf(buffer, n));
            }
            socket.setSoTimeout(0);
            String token = messages.isEmpty() ? null
                    : ClientMessage.read(messages.get(0)).flatMap(ClientMessage::token).orElse(null);
            OptionalInt slot;
            synchronized (this) {
                slot = token == null || started ? OptionalInt.empty() : slots.bind(token);
                if (slot.isPresent()) {
                    sockets[slot.getAsInt()] = socket;
                    greetings[slot.getAsInt()] = read.toByteArray();
                }
            }
            if (slot.isEmpty()) {
                log.println("refused a client from " + socket.getRemoteSocketAddress()
                        + (token == null ? ": its first message is no token message" : ": no free slot for its token"));
                socket.close();
                return;
            }
            log.println("client from " + socket.getRemoteSocketAddress() + " is player " + slot.getAsInt()
                    + " (team " + slot.getAsInt() % 2 + ")");
        } catch (IOException e) {
            closeQuietly(socket);
        }
    }

    /**
     * Plays the game with the bound clients; empty slots are played by the idle bot.
     *
     * @param extra added to every window, as the original's {@code --extra}
     */
    public SharifMatch.Result play(SharifMap map, long seed, Duration extra) throws InterruptedException {
        List<String> names = new ArrayList<>();
        for (int slot = 0; slot < 4; slot++) {
            names.add("player " + slot);
        }
        Limits limits = new Limits(Duration.ofSeconds(10), extra, Duration.ZERO, 1024, NulFraming.MAX_MESSAGE_BYTES);
        SeatHub hub = new SeatHub(new MatchSetup("2v2", map.name(), seed, names, limits, Map.of()));
        List<SocketSeat> clients = new ArrayList<>();
        synchronized (this) {
            started = true;
            for (int slot = 0; slot < 4; slot++) {
                Seat seat;
                if (sockets[slot] != null) {
                    SocketSeat client = SocketSeat.over(slot, names.get(slot), sockets[slot], greetings[slot]);
                    clients.add(client);
                    seat = client;
                } else {
                    log.println("player " + slot + " never connected: the idle bot plays it");
                    seat = new IdleBot(slot, names.get(slot), hub);
                }
                hub.add(seat);
            }
        }
        clients.forEach(client -> client.start(hub));
        return new SharifMatch(hub, map, seed).play();
    }

    @Override
    public void close() {
        closeListener();
        synchronized (this) {
            for (Socket socket : sockets) {
                if (socket != null) {
                    closeQuietly(socket);
                }
            }
        }
    }

    private void closeListener() {
        try {
            listener.close();
        } catch (IOException e) {
            // closed anyway
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // closed anyway
        }
    }
}
