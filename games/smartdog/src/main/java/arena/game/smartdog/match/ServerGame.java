package arena.game.smartdog.match;

import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import arena.game.smartdog.protocol.ClientLine;
import arena.game.smartdog.protocol.ClientLines;
import arena.game.smartdog.protocol.ServerLines;
import arena.game.smartdog.protocol.TurnCommands;
import arena.game.smartdog.replay.Frame;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.replay.Input;
import arena.game.smartdog.replay.PlayerEntry;
import arena.game.smartdog.rules.Game;
import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.Sighting;
import arena.game.smartdog.rules.SmartDogRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * One game of the standalone server, driven by events exactly as §9.6 and §9.8 say: lines in arrival order,
 * {@code do} applied at once even after the player's own {@code end} while the turn is open, a second
 * {@code end} ignored (D7), the turn closed by the last {@code end}, by the {@code waitForTurn} timer or by a
 * disconnect (then the game is aborted after that turn's end phase). Single-threaded: the server calls it
 * from one thread only, timers included.
 */
public final class ServerGame {

    /** A player's connection as the game sees it. */
    public interface Client {

        void send(String line);

        /** Closes the connection after what was sent. */
        void close();
    }

    /** Arms the turn timer: calls {@link #timeout(int)} with the turn after the delay, unless cancelled. */
    @FunctionalInterface
    public interface TurnTimer {

        Runnable arm(ServerGame game, int turn, long millis);
    }

    /** The error of a game the server itself broke off (D22). */
    public static final String SERVER_ERROR = "server.error";

    private final String mapName;
    private final Layout layout;
    private final SmartDogRules rules;
    private final List<Client> clients;
    private final List<String> names;
    private final TurnTimer timer;
    private final Consumer<GameRecord> onEnd;
    private final Game game;
    private final boolean[] ended;
    private final boolean[] gone;
    private final Verdict[] verdicts;
    private final int[] warnings;
    private final int[] errors;
    private final List<List<Input>> inputs = new ArrayList<>();
    private final List<Frame> frames = new ArrayList<>();
    private Runnable cancelTimer = () -> { };
    private boolean over;

    /** @param onEnd receives the record once every player has got {@code finished} */
    public ServerGame(String mapName, Layout layout, SmartDogRules rules, List<Client> clients, List<String> names,
            TurnTimer timer, Consumer<GameRecord> onEnd) {
        this.mapName = mapName;
        this.layout = layout;
        this.rules = rules;
        this.clients = List.copyOf(clients);
        this.names = List.copyOf(names);
        this.timer = timer;
        this.onEnd = onEnd;
        this.game = new Game(layout, rules);
        int n = clients.size();
        this.ended = new boolean[n];
        this.gone = new boolean[n];
        this.verdicts = new Verdict[n];
        Arrays.fill(verdicts, Verdict.OK);
        this.warnings = new int[n];
        this.errors = new int[n];
    }

    /** {@code start} and {@code landscape} to every player, then turn 1. */
    public void start() {
        frames.add(Frame.of(game));
        for (int p = 1; p <= clients.size(); p++) {
            send(p, ServerLines.start(p, layout, rules) + ServerLines.landscape(layout));
        }
        openTurn();
    }

    public boolean over() {
        return over;
    }

    /** One line of player {@code p} (1-based). */
    public void line(int p, String text) {
        if (over || gone[p - 1]) {
            return;
        }
        ClientLine line = ClientLine.parse(text);
        if (line.command().equals("end") && ended[p - 1]) {
            return; // D7
        }
        inputs.get(inputs.size() - 1).add(new Input(p, line.raw()));
        TurnCommands.Reply reply = TurnCommands.apply(game, p, line);
        if (reply.reply() != null) {
            if (reply.reply().startsWith("warning ")) {
                warnings[p - 1]++;
            } else {
                errors[p - 1]++;
            }
            send(p, reply.reply());
        }
        if (reply.end()) {
            ended[p - 1] = true;
            boolean all = true;
            for (int i = 0; i < ended.length; i++) {
                all &= ended[i] || gone[i];
            }
            if (all) {
                closeTurn(false);
            }
        }
    }

    /** A line longer than the limit: {@code error Line too long}, and the connection goes (D20). */
    public void tooLong(int p) {
        if (over || gone[p - 1]) {
            return;
        }
        send(p, ServerLines.error("Line too long"));
        leave(p, Verdict.of(ReasonCode.PROTOCOL_ERROR, game.turn(),
                "turn " + game.turn() + ": a line longer than " + ClientLines.MAX_LINE_BYTES + " bytes"));
    }

    /** The player's connection closed or failed: the game is aborted after this turn (§9.8). */
    public void disconnected(int p) {
        if (over || gone[p - 1]) {
            return;
        }
        leave(p, Verdict.of(ReasonCode.PROTOCOL_ERROR, game.turn(), "turn " + game.turn() + ": connection closed"));
    }

    /** The turn timer fired: whoever has not ended the turn timed out, and the game is aborted. */
    public void timeout(int turn) {
        if (over || turn != game.turn()) {
            return;
        }
        for (int i = 0; i < ended.length; i++) {
            if (!ended[i] && !gone[i]) {
                verdicts[i] = Verdict.of(ReasonCode.TIME_LIMIT, turn, "turn " + turn + ": no end within "
                        + rules.waitForTurn() + " ms");
            }
        }
        closeTurn(true);
    }

    /**
     * The server failed while running this game (D22): it ends at once without a winner, everybody still
     * connected gets {@code finished "youWin":false,"error":"server.error"}, and no strategy is blamed.
     */
    public void serverError() {
        if (over) {
            return;
        }
        cancelTimer.run();
        over = true;
        for (int p = 1; p <= clients.size(); p++) {
            if (!gone[p - 1]) {
                send(p, ServerLines.finished(false, 0, SERVER_ERROR));
                clients.get(p - 1).close();
            }
        }
    }

    private void leave(int p, Verdict verdict) {
        gone[p - 1] = true;
        verdicts[p - 1] = verdict;
        clients.get(p - 1).close();
        closeTurn(true);
    }

    private void openTurn() {
        game.beginTurn();
        Arrays.fill(ended, false);
        inputs.add(new ArrayList<>());
        for (int p = 1; p <= clients.size(); p++) {
            StringBuilder lines = new StringBuilder(ServerLines.state(game.turn()));
            for (Sighting sighting : game.view(p)) {
                lines.append(ServerLines.obj(sighting));
            }
            send(p, lines.append(ServerLines.turn()).toString());
        }
        if (rules.waitForTurn() > 0) {
            cancelTimer = timer.arm(this, game.turn(), rules.waitForTurn());
        }
    }

    private void closeTurn(boolean aborted) {
        cancelTimer.run();
        game.endTurn();
        frames.add(Frame.of(game));
        if (aborted || game.over()) {
            finish(aborted);
        } else {
            openTurn();
        }
    }

    private void finish(boolean aborted) {
        over = true;
        int winner = aborted ? 0 : game.winner();
        for (int p = 1; p <= clients.size(); p++) {
            if (!gone[p - 1]) {
                send(p, aborted ? ServerLines.finished(false, 0, SmartDogMatch.PLAYER_GONE)
                        : ServerLines.finished(winner == p, winner, null));
                clients.get(p - 1).close();
            }
        }
        List<PlayerEntry> players = new ArrayList<>();
        List<Integer> inPen = new ArrayList<>();
        for (int p = 1; p <= clients.size(); p++) {
            players.add(new PlayerEntry(p, names.get(p - 1), p - 1, names.get(p - 1), verdicts[p - 1], 0,
                    warnings[p - 1], errors[p - 1], 0));
            inPen.add(game.sheepInPen(p));
        }
        onEnd.accept(new GameRecord(mapName, 0, rules, layout, players, inputs, frames, aborted, winner, inPen));
    }

    private void send(int p, String lines) {
        if (!gone[p - 1]) {
            clients.get(p - 1).send(lines);
        }
    }
}
