import model.ActionType;
import model.Bonus;
import model.BonusType;
import model.CellType;
import model.Direction;
import model.Game;
import model.Move;
import model.Player;
import model.PlayerContext;
import model.Trooper;
import model.TrooperStance;
import model.TrooperType;
import model.Unit;
import model.World;

/**
 * A test strategy written against the 2013 Java model (the final pack of November 2013): it names every public
 * constructor, getter, setter and enum value of that model, so it compiles only against a pack that has them all,
 * and it uses what the getters hand out as 2013 strategies did, writing into the map, the reachability array and
 * the unit arrays it is given. The 2013 getters returned copies, so none of that may reach the next call; when it
 * does, the strategy throws and crashes. It only ever ends its turn.
 */
public final class MyStrategy implements Strategy {

    private static final ActionType[] ACTIONS = {ActionType.END_TURN, ActionType.MOVE, ActionType.SHOOT,
            ActionType.RAISE_STANCE, ActionType.LOWER_STANCE, ActionType.THROW_GRENADE, ActionType.USE_MEDIKIT,
            ActionType.EAT_FIELD_RATION, ActionType.HEAL, ActionType.REQUEST_ENEMY_DISPOSITION};
    private static final BonusType[] BONUS_TYPES = {BonusType.GRENADE, BonusType.MEDIKIT, BonusType.FIELD_RATION};
    private static final CellType[] CELL_TYPES = {CellType.FREE, CellType.LOW_COVER, CellType.MEDIUM_COVER,
            CellType.HIGH_COVER};
    private static final Direction[] DIRECTIONS = {Direction.CURRENT_POINT, Direction.NORTH, Direction.EAST,
            Direction.SOUTH, Direction.WEST};
    private static final TrooperStance[] STANCES = {TrooperStance.PRONE, TrooperStance.KNEELING,
            TrooperStance.STANDING};
    private static final TrooperType[] TYPES = {TrooperType.COMMANDER, TrooperType.FIELD_MEDIC, TrooperType.SOLDIER,
            TrooperType.SNIPER, TrooperType.SCOUT};

    private long checksum;

    @Override
    public void move(Trooper self, World world, Game game, Move move) {
        enums();
        game(game);
        for (Player player : world.getPlayers()) {
            add(player.getId(), player.getName().length(), player.getScore(), player.isStrategyCrashed() ? 1 : 0,
                    player.getApproximateX(), player.getApproximateY());
        }
        for (Trooper trooper : world.getTroopers()) {
            trooper(trooper, self);
        }
        for (Bonus bonus : world.getBonuses()) {
            add(bonus.getId(), bonus.getX(), bonus.getY(), bonus.getType().ordinal(),
                    (long) bonus.getDistanceTo(self), (long) bonus.getDistanceTo(0, 0));
        }
        add(world.getMoveIndex(), world.getWidth(), world.getHeight());

        copies(self, world);
        constructors(self, world, game);
        moves(move);
    }

    /** Writes into everything the world hands out; a later call must see the world as it was. */
    private static void copies(Trooper self, World world) {
        int x = self.getX();
        int y = self.getY();
        // a trooper stands on a free cell, and a cell is always reachable from itself
        CellType[][] marked = world.getCells().clone(); // shallow, as a 2013 strategy marking occupied cells did
        marked[x][y] = CellType.HIGH_COVER;
        expect(world.getCells()[x][y] == CellType.FREE, "writing into getCells() changed the world's map");
        expect(world.getCells() != world.getCells() && world.getCells()[0] != world.getCells()[0],
                "getCells() hands out the world's own array");

        int stances = TrooperStance.values().length;
        int h = world.getHeight();
        int w = world.getWidth();
        int own = x * h * w * h * stances + y * w * h * stances + x * h * stances + y * stances;
        boolean[] reachable = world.getCellVisibilities();
        expect(reachable.length == w * h * w * h * stances, "getCellVisibilities() has " + reachable.length + " entries");
        for (int stance = 0; stance < stances; stance++) {
            reachable[own + stance] = false;
        }
        expect(world.getCellVisibilities()[own], "writing into getCellVisibilities() changed the world's matrix");
        expect(world.isVisible(1.0, x, y, self.getStance(), x, y, TrooperStance.PRONE),
                "writing into getCellVisibilities() changed isVisible");

        Trooper[] troopers = world.getTroopers();
        troopers[0] = null;
        expect(world.getTroopers()[0] != null, "getTroopers() hands out the world's own array");
        Player[] players = world.getPlayers();
        players[0] = null;
        expect(world.getPlayers()[0] != null, "getPlayers() hands out the world's own array");
        Bonus[] bonuses = world.getBonuses();
        if (bonuses.length > 0) {
            bonuses[0] = null;
            expect(world.getBonuses()[0] != null, "getBonuses() hands out the world's own array");
        }
    }

    private void enums() {
        add(ACTIONS.length, BONUS_TYPES.length, CELL_TYPES.length, STANCES.length, TYPES.length);
        for (Direction direction : DIRECTIONS) {
            add(direction.getOffsetX(), direction.getOffsetY());
        }
        expect(ActionType.values().length == ACTIONS.length && ActionType.valueOf("HEAL") == ActionType.HEAL
                && BonusType.values().length == BONUS_TYPES.length && CellType.values().length == CELL_TYPES.length
                && Direction.values().length == DIRECTIONS.length && TrooperStance.values().length == STANCES.length
                && TrooperType.values().length == TYPES.length, "an enum has other values than 2013's");
    }

    private void game(Game g) {
        add(g.getMoveCount(), g.getLastPlayerEliminationScore(), g.getPlayerEliminationScore(),
                g.getTrooperEliminationScore(), (long) g.getTrooperDamageScoreFactor(), g.getStanceChangeCost(),
                g.getStandingMoveCost(), g.getKneelingMoveCost(), g.getProneMoveCost(),
                g.getCommanderAuraBonusActionPoints(), (long) g.getCommanderAuraRange(),
                g.getCommanderRequestEnemyDispositionCost(), g.getCommanderRequestEnemyDispositionMaxOffset(),
                g.getFieldMedicHealCost(), g.getFieldMedicHealBonusHitpoints(), g.getFieldMedicHealSelfBonusHitpoints(),
                (long) g.getSniperStandingStealthBonus(), (long) g.getSniperKneelingStealthBonus(),
                (long) g.getSniperProneStealthBonus(), (long) g.getSniperStandingShootingRangeBonus(),
                (long) g.getSniperKneelingShootingRangeBonus(), (long) g.getSniperProneShootingRangeBonus(),
                (long) g.getScoutStealthBonusNegation(), g.getGrenadeThrowCost(), (long) g.getGrenadeThrowRange(),
                g.getGrenadeDirectDamage(), g.getGrenadeCollateralDamage(), g.getMedikitUseCost(),
                g.getMedikitBonusHitpoints(), g.getMedikitHealSelfBonusHitpoints(), g.getFieldRationEatCost(),
                g.getFieldRationBonusActionPoints());
    }

    private void trooper(Trooper t, Unit other) {
        add(t.getId(), t.getX(), t.getY(), t.getPlayerId(), t.getTeammateIndex(), t.isTeammate() ? 1 : 0,
                t.getType().ordinal(), t.getStance().ordinal(), t.getHitpoints(), t.getMaximalHitpoints(),
                t.getActionPoints(), t.getInitialActionPoints(), (long) t.getVisionRange(), (long) t.getShootingRange(),
                t.getShootCost(), t.getStandingDamage(), t.getKneelingDamage(), t.getProneDamage(), t.getDamage(),
                t.getDamage(TrooperStance.KNEELING), t.isHoldingGrenade() ? 1 : 0, t.isHoldingMedikit() ? 1 : 0,
                t.isHoldingFieldRation() ? 1 : 0, (long) t.getDistanceTo(other), (long) t.getDistanceTo(1, 1));
    }

    /** Every public constructor of the 2013 model, as a strategy simulating a turn used them. */
    private void constructors(Trooper self, World world, Game game) {
        Trooper copy = new Trooper(self.getId(), self.getX(), self.getY(), self.getPlayerId(), self.getTeammateIndex(),
                self.isTeammate(), self.getType(), TrooperStance.PRONE, self.getHitpoints(), self.getMaximalHitpoints(),
                self.getActionPoints(), self.getInitialActionPoints(), self.getVisionRange(), self.getShootingRange(),
                self.getShootCost(), self.getStandingDamage(), self.getKneelingDamage(), self.getProneDamage(),
                self.getProneDamage(), self.isHoldingGrenade(), self.isHoldingMedikit(), self.isHoldingFieldRation());
        Bonus bonus = new Bonus(99, 0, 0, BonusType.MEDIKIT);
        Player player = new Player(7, "copy", 0, false, -1, -1);
        CellType[][] cells = world.getCells();
        World simulated = new World(world.getMoveIndex(), world.getWidth(), world.getHeight(), new Player[] {player},
                new Trooper[] {copy}, new Bonus[] {bonus}, cells, world.getCellVisibilities());
        cells[self.getX()][self.getY()] = CellType.HIGH_COVER;
        expect(simulated.getCells()[self.getX()][self.getY()] == CellType.FREE,
                "a World built by the strategy shares the map it was given");
        PlayerContext context = new PlayerContext(copy, simulated);
        Game sameRules = new Game(game.getMoveCount(), game.getLastPlayerEliminationScore(),
                game.getPlayerEliminationScore(), game.getTrooperEliminationScore(), game.getTrooperDamageScoreFactor(),
                game.getStanceChangeCost(), game.getStandingMoveCost(), game.getKneelingMoveCost(),
                game.getProneMoveCost(), game.getCommanderAuraBonusActionPoints(), game.getCommanderAuraRange(),
                game.getCommanderRequestEnemyDispositionCost(), game.getCommanderRequestEnemyDispositionMaxOffset(),
                game.getFieldMedicHealCost(), game.getFieldMedicHealBonusHitpoints(),
                game.getFieldMedicHealSelfBonusHitpoints(), game.getSniperStandingStealthBonus(),
                game.getSniperKneelingStealthBonus(), game.getSniperProneStealthBonus(),
                game.getSniperStandingShootingRangeBonus(), game.getSniperKneelingShootingRangeBonus(),
                game.getSniperProneShootingRangeBonus(), game.getScoutStealthBonusNegation(),
                game.getGrenadeThrowCost(), game.getGrenadeThrowRange(), game.getGrenadeDirectDamage(),
                game.getGrenadeCollateralDamage(), game.getMedikitUseCost(), game.getMedikitBonusHitpoints(),
                game.getMedikitHealSelfBonusHitpoints(), game.getFieldRationEatCost(),
                game.getFieldRationBonusActionPoints());
        expect(context.getTrooper().getDamage() == self.getProneDamage()
                && context.getWorld().getTroopers().length == 1 && sameRules.getMoveCount() == game.getMoveCount(),
                "a model object built by the strategy reads back otherwise");
    }

    /** Move's accessors, then the default answer: END_TURN. */
    private static void moves(Move move) {
        expect(move.getAction() == ActionType.END_TURN && move.getDirection() == null && move.getX() == -1
                && move.getY() == -1, "a fresh Move is not END_TURN, no direction, (-1, -1)");
        move.setAction(ActionType.MOVE);
        move.setDirection(Direction.NORTH);
        move.setX(1);
        move.setY(2);
        expect(move.getAction() == ActionType.MOVE && move.getDirection() == Direction.NORTH && move.getX() == 1
                && move.getY() == 2, "Move's setters");
        move.setAction(ActionType.END_TURN);
        move.setDirection(null);
        move.setX(-1);
        move.setY(-1);
    }

    private void add(long... values) {
        for (long value : values) {
            checksum = checksum * 31 + value;
        }
    }

    private static void expect(boolean condition, String problem) {
        if (!condition) {
            throw new IllegalStateException(problem);
        }
    }
}
