package arena.game.smartdog.match;

import arena.game.api.Verdict;
import arena.game.smartdog.protocol.ClientLine;
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
import java.util.List;

/**
 * One game as the protocol plays it (§8.1, §9.6, §9.8), whoever carries the lines: the site's match over its
 * turn loop and the standalone server over its sockets both drive this one. It builds each turn's lines, applies
 * the players' lines in the order they are given, {@code do} even after the player's own {@code end} while
 * the turn is open, ignores a second {@code end} (D7), says when every player still playing has ended, closes
 * the turn, words the {@code finished} lines and keeps the record.
 */
public final class ProtocolGame {

    /** The error of an aborted game's {@code finished} line (§9.8). */
    public static final String PLAYER_GONE = "player.gone";

    private final String mapName;
    private final long seed;
    private final Layout layout;
    private final SmartDogRules rules;
    private final Game game;
    private final boolean[] ended;
    private final boolean[] gone;
    private final int[] warnings;
    private final int[] errors;
    private final List<List<Input>> inputs = new ArrayList<>();
    private final List<Frame> frames = new ArrayList<>();

    public ProtocolGame(String mapName, long seed, Layout layout, SmartDogRules rules, int players) {
        this.mapName = mapName;
        this.seed = seed;
        this.layout = layout;
        this.rules = rules;
        this.game = new Game(layout, rules);
        this.ended = new boolean[players];
        this.gone = new boolean[players];
        this.warnings = new int[players];
        this.errors = new int[players];
        frames.add(Frame.of(game));
    }

    public int players() {
        return ended.length;
    }

    /** The open turn (1-based), or 0 before the first. */
    public int turn() {
        return game.turn();
    }

    /** The last turn was played. */
    public boolean over() {
        return game.over();
    }

    /**
     * Opens the next turn and gives each player's lines, player 1 first: {@code start} and {@code landscape}
     * before the first turn, then {@code state}, the {@code obj} lines of what it sees and {@code turn}.
     */
    public List<String> openTurn() {
        game.beginTurn();
        java.util.Arrays.fill(ended, false);
        inputs.add(new ArrayList<>());
        List<String> lines = new ArrayList<>();
        for (int p = 1; p <= players(); p++) {
            StringBuilder text = new StringBuilder();
            if (game.turn() == 1) {
                text.append(ServerLines.start(p, layout, rules)).append(ServerLines.landscape(layout));
            }
            text.append(ServerLines.state(game.turn()));
            for (Sighting sighting : game.view(p)) {
                text.append(ServerLines.obj(sighting));
            }
            lines.add(text.append(ServerLines.turn()).toString());
        }
        return lines;
    }

    /**
     * One line of player {@code p} (1-based) in the open turn, recorded and applied, unless it is a second
     * {@code end} (D7, then nothing happens).
     *
     * @return the line to send back at once, or {@code null}, and whether the line ended the player's turn
     */
    public TurnCommands.Reply line(int p, String text) {
        ClientLine line = ClientLine.parse(text);
        if (line.command().equals("end") && ended[p - 1]) {
            return new TurnCommands.Reply(null, false); // D7
        }
        inputs.get(inputs.size() - 1).add(new Input(p, line.raw()));
        TurnCommands.Reply reply = TurnCommands.apply(game, p, line);
        if (reply.reply() != null) {
            told(p, reply.reply());
        }
        if (reply.end()) {
            ended[p - 1] = true;
        }
        return reply;
    }

    /** Counts a {@code warning} or {@code error} line the player is sent. */
    public void told(int p, String reply) {
        if (reply.startsWith("warning ")) {
            warnings[p - 1]++;
        } else {
            errors[p - 1]++;
        }
    }

    /** The player left the game (timed out, disconnected, broke the protocol): it ends no more turns. */
    public void leave(int p) {
        gone[p - 1] = true;
    }

    public boolean gone(int p) {
        return gone[p - 1];
    }

    public boolean ended(int p) {
        return ended[p - 1];
    }

    /** Every player still in the game has ended the open turn: the last {@code end} closes it. */
    public boolean everyoneEnded() {
        for (int i = 0; i < ended.length; i++) {
            if (!ended[i] && !gone[i]) {
                return false;
            }
        }
        return true;
    }

    /** The end-of-turn phase of the open turn (§8.1). */
    public void closeTurn() {
        game.endTurn();
        frames.add(Frame.of(game));
    }

    /** The {@code finished} line of player {@code p}: the winner, or {@code player.gone} when aborted (§9.8). */
    public String finished(int p, boolean aborted) {
        return aborted ? ServerLines.finished(false, 0, PLAYER_GONE)
                : ServerLines.finished(game.winner() == p, game.winner(), null);
    }

    /**
     * The record of player {@code p} with the lines it was sent here.
     *
     * @param ignored lines the carrier dropped (said while nothing was asked)
     */
    public PlayerEntry entry(int p, String name, int seat, String joinedAs, Verdict verdict, long answerNanos,
            int ignored) {
        return new PlayerEntry(p, name, seat, joinedAs, verdict, answerNanos, warnings[p - 1], errors[p - 1],
                ignored);
    }

    /** The finished game; {@code players} in player order. */
    public GameRecord record(boolean aborted, List<PlayerEntry> players) {
        List<Integer> inPen = new ArrayList<>();
        for (int p = 1; p <= players(); p++) {
            inPen.add(game.sheepInPen(p));
        }
        return new GameRecord(mapName, seed, rules, layout, players, inputs, frames, aborted,
                aborted ? 0 : game.winner(), inPen);
    }
}
