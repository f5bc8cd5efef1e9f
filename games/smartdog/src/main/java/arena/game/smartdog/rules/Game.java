package arena.game.smartdog.rules;

import java.util.List;
import java.util.Optional;

/**
 * One game of smartdog without any transport (§8.1, §13): open a turn, read each player's view, apply
 * commands in arrival order, close the turn, until {@link #over()}.
 */
public final class Game {

    private final SmartDogRules rules;
    private final Pasture pasture;
    private final Flock flock;
    private final Pack pack;
    private final Vision vision;
    private final double[] scores;
    private final int[] inPen;
    /** 1-based number of the current (or last) turn; 0 before the first. */
    private int turn;
    private boolean open;

    public Game(Layout layout, SmartDogRules rules) {
        this.rules = rules;
        this.pasture = new Pasture(layout);
        this.flock = new Flock(pasture, rules);
        this.pack = new Pack(pasture, rules, flock);
        this.vision = new Vision(pasture, rules, flock);
        this.scores = new double[layout.players()];
        this.inPen = new int[layout.players()];
        score();
    }

    public SmartDogRules rules() {
        return rules;
    }

    public Pasture pasture() {
        return pasture;
    }

    public Layout layout() {
        return pasture.layout();
    }

    public int players() {
        return scores.length;
    }

    /** The number of the open turn, or of the last one played; 0 before the first. */
    public int turn() {
        return turn;
    }

    public boolean turnOpen() {
        return open;
    }

    /** Every turn has been played (§8.1: exactly turnsLimit turns). */
    public boolean over() {
        return !open && turn >= rules.turnsLimit();
    }

    /** Turn start (§8.1): sheep counters, then every dog may move again. */
    public void beginTurn() {
        if (open || over()) {
            throw new IllegalStateException(open ? "turn " + turn + " is still open" : "the game is over");
        }
        turn++;
        open = true;
        flock.startTurn(turn);
        pack.startTurn();
    }

    /** The {@code obj} lines of a player (1-based) for the open turn, in order (§8.2). */
    public List<Sighting> view(int player) {
        return vision.view(player);
    }

    /** {@code do <id> move <dir>}: empty when done, else the warning text (§7.2). */
    public Optional<String> move(int player, String idToken, String dirToken) {
        requireOpen();
        return pack.move(player, idToken, dirToken);
    }

    /** {@code do <id> bark}: empty when done, else the warning text (§7.2). */
    public Optional<String> bark(int player, String idToken) {
        requireOpen();
        return pack.bark(player, idToken);
    }

    /** End of turn (§8.1): sheep move, dogs' counters, scores. */
    public void endTurn() {
        requireOpen();
        flock.endTurn();
        pack.endTurn();
        score();
        open = false;
    }

    /** The player's score after the last closed turn (§8.3), unrounded. */
    public double score(int player) {
        return scores[player - 1];
    }

    /** Sheep standing on the player's pens after the last closed turn. */
    public int sheepInPen(int player) {
        return inPen[player - 1];
    }

    /** The winner by §8.4 on the current scores, or 0 for none. */
    public int winner() {
        return Scoring.winner(scores.clone());
    }

    private void score() {
        java.util.Arrays.fill(inPen, 0);
        for (Sheep s : pasture.sheep()) {
            int owner = pasture.penOwner(s.x, s.y);
            if (owner > 0 && owner <= inPen.length) {
                inPen[owner - 1]++;
            }
        }
        Layout layout = pasture.layout();
        for (int p = 0; p < scores.length; p++) {
            scores[p] = Scoring.value(inPen[p], layout.iniSheep(), layout.maxSheep());
        }
    }

    private void requireOpen() {
        if (!open) {
            throw new IllegalStateException("no turn is open");
        }
    }
}
