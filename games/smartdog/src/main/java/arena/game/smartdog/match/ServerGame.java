package arena.game.smartdog.match;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import arena.game.api.turn.TurnLoop;
import arena.game.smartdog.protocol.ServerLines;
import arena.game.smartdog.protocol.TurnCommands;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.replay.PlayerEntry;
import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.SmartDogRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * One game of the standalone server, driven by events: lines in arrival order go to {@link ProtocolGame}, which
 * plays them as the site does (§9.6); the turn is closed by the last {@code end}, by the {@code waitForTurn}
 * timer or by a disconnect (then the game is aborted after that turn's end phase, §9.8). Single-threaded: the
 * server calls it from one thread only, timers included.
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

    private final List<Client> clients;
    private final List<String> names;
    private final TurnTimer timer;
    private final Consumer<GameRecord> onEnd;
    private final int waitForTurn;
    private final ProtocolGame game;
    private final Verdict[] verdicts;
    private Runnable cancelTimer = () -> { };
    private boolean over;

    /** @param onEnd receives the record once every player has got {@code finished} */
    public ServerGame(String mapName, Layout layout, SmartDogRules rules, List<Client> clients, List<String> names,
            TurnTimer timer, Consumer<GameRecord> onEnd) {
        this.clients = List.copyOf(clients);
        this.names = List.copyOf(names);
        this.timer = timer;
        this.onEnd = onEnd;
        this.waitForTurn = rules.waitForTurn();
        this.game = new ProtocolGame(mapName, 0, layout, rules, clients.size());
        this.verdicts = new Verdict[clients.size()];
        Arrays.fill(verdicts, Verdict.OK);
    }

    /** Turn 1, which starts with {@code start} and {@code landscape}. */
    public void start() {
        openTurn();
    }

    public boolean over() {
        return over;
    }

    /** One line of player {@code p} (1-based). */
    public void line(int p, String text) {
        if (over || game.gone(p)) {
            return;
        }
        TurnCommands.Reply reply = game.line(p, text);
        if (reply.reply() != null) {
            send(p, reply.reply());
        }
        if (reply.end() && game.everyoneEnded()) {
            closeTurn(false);
        }
    }

    /** A line longer than the limit: {@code error Line too long}, and the connection goes (D20). */
    public void tooLong(int p) {
        if (over || game.gone(p)) {
            return;
        }
        send(p, ServerLines.error("Line too long"));
        leave(p, Verdict.of(ReasonCode.PROTOCOL_ERROR, game.turn(),
                inTurn(game.turn(), SmartDogMatch.tooLongWords())));
    }

    /** The player's connection closed or failed: the game is aborted after this turn (§9.8). */
    public void disconnected(int p) {
        if (over || game.gone(p)) {
            return;
        }
        leave(p, Verdict.of(ReasonCode.PROTOCOL_ERROR, game.turn(),
                inTurn(game.turn(), TurnLoop.CONNECTION_CLOSED)));
    }

    /** The turn timer fired: whoever has not ended the turn timed out, and the game is aborted. */
    public void timeout(int turn) {
        if (over || turn != game.turn()) {
            return;
        }
        for (int p = 1; p <= clients.size(); p++) {
            if (!game.ended(p) && !game.gone(p)) {
                verdicts[p - 1] = Verdict.of(ReasonCode.TIME_LIMIT, turn,
                        inTurn(turn, SmartDogMatch.say("noEndWithin", waitForTurn)));
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
            if (!game.gone(p)) {
                send(p, ServerLines.finished(false, 0, SERVER_ERROR));
                clients.get(p - 1).close();
            }
        }
    }

    /** {@code turn 12: connection closed}, worded as the site's turn loop words it. */
    private static Phrase inTurn(int turn, Phrase evidence) {
        return Phrases.shared().say("outcome.verdict.at", SmartDogMatch.say("turn", turn), evidence);
    }

    private void leave(int p, Verdict verdict) {
        game.leave(p);
        verdicts[p - 1] = verdict;
        clients.get(p - 1).close();
        closeTurn(true);
    }

    private void openTurn() {
        List<String> lines = game.openTurn();
        for (int p = 1; p <= clients.size(); p++) {
            send(p, lines.get(p - 1));
        }
        if (waitForTurn > 0) {
            cancelTimer = timer.arm(this, game.turn(), waitForTurn);
        }
    }

    private void closeTurn(boolean aborted) {
        cancelTimer.run();
        game.closeTurn();
        if (aborted || game.over()) {
            finish(aborted);
        } else {
            openTurn();
        }
    }

    private void finish(boolean aborted) {
        over = true;
        List<PlayerEntry> players = new ArrayList<>();
        for (int p = 1; p <= clients.size(); p++) {
            if (!game.gone(p)) {
                send(p, game.finished(p, aborted));
                clients.get(p - 1).close();
            }
            players.add(game.entry(p, names.get(p - 1), p - 1, names.get(p - 1), verdicts[p - 1], 0, 0));
        }
        onEnd.accept(game.record(aborted, players));
    }

    private void send(int p, String lines) {
        if (!game.gone(p)) {
            clients.get(p - 1).send(lines);
        }
    }
}
