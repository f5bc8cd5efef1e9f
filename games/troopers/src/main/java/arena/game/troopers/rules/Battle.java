package arena.game.troopers.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * The state of one game and its flow (spec §5.3-§5.4, §5.10): the turn order walked move by move, the
 * acting trooper's turn with its AP grant, actions, crashes and the end of the game. Pure: no I/O, and
 * randomness only from the generator it is given (reconnaissance offsets).
 */
public final class Battle {

    private final TroopersRules rules;
    private final Terrain terrain;
    private final Reachability reachability;
    private final List<Player> players;
    private final List<Trooper> troopers;
    private final List<Bonus> bonuses;
    private final List<Trooper> order;
    private final Random rng;
    private final Actions actions = new Actions(this);
    private final Sight sight = new Sight(this);

    private int moveIndex;
    private int cursor = -1;
    private Trooper actor;
    private boolean turnOver = true;
    private boolean over;

    /**
     * @param order the turn order (§5.2) over {@code troopers}
     * @param rng   the rule stream (D15): reconnaissance offsets
     */
    public Battle(TroopersRules rules, Terrain terrain, Reachability reachability, List<Player> players,
            List<Trooper> troopers, List<Bonus> bonuses, List<Trooper> order, Random rng) {
        this.rules = rules;
        this.terrain = terrain;
        this.reachability = reachability;
        this.players = List.copyOf(players);
        this.troopers = new ArrayList<>(troopers);
        this.bonuses = new ArrayList<>(bonuses);
        this.order = List.copyOf(order);
        this.rng = rng;
    }

    // ---- flow -----------------------------------------------------------------------------------

    /**
     * Ends the current turn and starts the next trooper's (AP grant, reconnaissance): skips dead troopers and
     * those of crashed players, and advances the move after the last entry.
     *
     * @return the acting trooper, or empty when the game is over
     */
    public Optional<Trooper> nextTurn() {
        endTurn();
        checkEnd();
        while (!over) {
            cursor++;
            if (cursor == order.size()) {
                cursor = 0;
                moveIndex++;
                checkEnd();
                if (over) {
                    break;
                }
            }
            Trooper next = order.get(cursor);
            if (next.alive() && !player(next.playerId()).crashed()) {
                beginTurn(next);
                return Optional.of(next);
            }
        }
        return Optional.empty();
    }

    /** Whether the acting trooper is asked for another action (§5.4 step 3: alive, not crashed, AP > 0, D6). */
    public boolean awaitsAction() {
        return actor != null && !turnOver && !over && actor.alive() && !player(actor.playerId()).crashed()
                && actor.actionPoints() > 0;
    }

    /** Applies the acting trooper's action; an invalid one crashes its player and ends the turn. */
    public ActionResult act(Action action) {
        if (!awaitsAction()) {
            throw new IllegalStateException("no trooper awaits an action");
        }
        ActionResult result = actions.apply(actor, action);
        if (!result.valid()) {
            crash(actor.playerId());
        } else if (action.type() == ActionType.END_TURN) {
            turnOver = true;
        }
        checkEnd();
        return result;
    }

    /** The player's strategy crashed (§5.11): its troopers stay and are skipped from now on. */
    public void crash(long playerId) {
        player(playerId).crash();
        if (actor != null && actor.playerId() == playerId) {
            turnOver = true;
        }
        checkEnd();
    }

    private void beginTurn(Trooper trooper) {
        actor = trooper;
        turnOver = false;
        int ap = trooper.type().initialActionPoints();
        if (trooper.type().takesAura() && commanderNear(trooper)) {
            ap += rules.commanderAuraBonusActionPoints();
        }
        trooper.actionPoints(ap);
        if (trooper.reconnaissancePending()) {
            trooper.reconnaissancePending(false);
            Reconnaissance.reveal(this, rng);
        }
    }

    private boolean commanderNear(Trooper trooper) {
        return living().stream().anyMatch(t -> t.playerId() == trooper.playerId() && t.type() == TrooperType.COMMANDER
                && TroopersRules.within(t.x() - trooper.x(), t.y() - trooper.y(), rules.commanderAuraRange()));
    }

    private void endTurn() {
        turnOver = true;
        players.forEach(p -> p.approximate(-1, -1));
    }

    /** §5.10: at most one player with living troopers, every strategy crashed, or every move played. */
    private void checkEnd() {
        long standing = players.stream().filter(p -> hasLiving(p.id())).count();
        boolean allCrashed = players.stream().allMatch(Player::crashed);
        if (standing <= 1 || allCrashed || moveIndex >= rules.moveCount()) {
            over = true;
        }
    }

    // ---- state ----------------------------------------------------------------------------------

    public TroopersRules rules() {
        return rules;
    }

    public Terrain terrain() {
        return terrain;
    }

    public Reachability reachability() {
        return reachability;
    }

    public Sight sight() {
        return sight;
    }

    public boolean over() {
        return over;
    }

    public int moveIndex() {
        return Math.min(moveIndex, rules.moveCount() - 1);
    }

    /** Moves begun so far (the game length reported at the end). */
    public int movesPlayed() {
        return Math.min(moveIndex + 1, rules.moveCount());
    }

    /** The trooper whose turn it is, if any. */
    public Optional<Trooper> actor() {
        return Optional.ofNullable(turnOver ? null : actor);
    }

    /** Players in id order. */
    public List<Player> players() {
        return players;
    }

    public Player player(long id) {
        return players.stream().filter(p -> p.id() == id).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no player " + id));
    }

    /** Every trooper ever on the field, dead ones included, in creation order. */
    public List<Trooper> troopers() {
        return List.copyOf(troopers);
    }

    public List<Trooper> living() {
        return troopers.stream().filter(Trooper::alive).toList();
    }

    public Trooper trooper(long id) {
        return troopers.stream().filter(t -> t.id() == id).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no trooper " + id));
    }

    public Optional<Trooper> trooperAt(Cell cell) {
        return troopers.stream().filter(t -> t.alive() && t.x() == cell.x() && t.y() == cell.y()).findFirst();
    }

    public List<Bonus> bonuses() {
        return List.copyOf(bonuses);
    }

    public List<Trooper> order() {
        return order;
    }

    public boolean hasLiving(long playerId) {
        return troopers.stream().anyMatch(t -> t.alive() && t.playerId() == playerId);
    }

    /** Places by score, equal scores sharing a place (1, 2, 2, 4), players in id order (D17). */
    public List<Integer> places() {
        List<Integer> places = new ArrayList<>();
        for (Player player : players) {
            places.add(1 + (int) players.stream().filter(p -> p.score() > player.score()).count());
        }
        return places;
    }

    // ---- used by the actions of this package ----

    void removeBonus(Bonus bonus) {
        bonuses.remove(bonus);
    }

    Optional<Bonus> bonusAt(Cell cell) {
        return bonuses.stream().filter(b -> b.x() == cell.x() && b.y() == cell.y()).findFirst();
    }
}
