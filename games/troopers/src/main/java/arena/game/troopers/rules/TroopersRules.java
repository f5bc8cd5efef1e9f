package arena.game.troopers.rules;

/**
 * The numbers of the game: the 32 {@code Game} constants of spec §3, in wire order, plus the fixed field
 * size and heal cap. Sent to every strategy in GAME_CONTEXT; only {@link #moveCount} ever changes (short
 * acceptance and test games, D29).
 */
public record TroopersRules(
        int moveCount,
        int lastPlayerEliminationScore,
        int playerEliminationScore,
        int trooperEliminationScore,
        double trooperDamageScoreFactor,
        int stanceChangeCost,
        int standingMoveCost,
        int kneelingMoveCost,
        int proneMoveCost,
        int commanderAuraBonusActionPoints,
        double commanderAuraRange,
        int commanderRequestEnemyDispositionCost,
        int commanderRequestEnemyDispositionMaxOffset,
        int fieldMedicHealCost,
        int fieldMedicHealBonusHitpoints,
        int fieldMedicHealSelfBonusHitpoints,
        double sniperStandingStealthBonus,
        double sniperKneelingStealthBonus,
        double sniperProneStealthBonus,
        double sniperStandingShootingRangeBonus,
        double sniperKneelingShootingRangeBonus,
        double sniperProneShootingRangeBonus,
        double scoutStealthBonusNegation,
        int grenadeThrowCost,
        double grenadeThrowRange,
        int grenadeDirectDamage,
        int grenadeCollateralDamage,
        int medikitUseCost,
        int medikitBonusHitpoints,
        int medikitHealSelfBonusHitpoints,
        int fieldRationEatCost,
        int fieldRationBonusActionPoints) {

    /** Field width in cells (x = 0..29). */
    public static final int WIDTH = 30;
    /** Field height in cells (y = 0..19). */
    public static final int HEIGHT = 20;
    /** Healing never raises hit points above this (spec §5.6.11); the soldier's 120 is above it. */
    public static final int MAX_HITPOINTS = 100;
    /** Moves of a rated game. */
    public static final int STANDARD_MOVES = 50;
    /** The longest game a caller may ask for. */
    public static final int MAX_MOVES = 200;
    /** Spec §5.11: whole-game real time per trooper turn of the game, and CPU time likewise, in ms. */
    public static final int REAL_MILLIS_PER_TURN = 500;
    public static final int CPU_MILLIS_PER_TURN = 200;
    /** Spec §5.11: what both whole-game budgets add to their per-turn sum, in ms. */
    public static final int RESERVE_MILLIS = 2000;

    /** The values of spec §3, as the 2013 server used them. */
    public static final TroopersRules STANDARD = new TroopersRules(STANDARD_MOVES, 100, 50, 25, 1.0, 2, 2, 4, 6, 2,
            5.0, 10, 5, 1, 5, 3, 0.0, 0.5, 1.0, 0.0, 1.0, 2.0, 1.0, 8, 5.0, 80, 60, 2, 50, 30, 2, 5);

    public TroopersRules {
        if (moveCount < 1 || moveCount > MAX_MOVES) {
            throw new IllegalArgumentException("moveCount must be between 1 and " + MAX_MOVES + ", not " + moveCount);
        }
    }

    public TroopersRules withMoveCount(int moves) {
        return new TroopersRules(moves, lastPlayerEliminationScore, playerEliminationScore, trooperEliminationScore,
                trooperDamageScoreFactor, stanceChangeCost, standingMoveCost, kneelingMoveCost, proneMoveCost,
                commanderAuraBonusActionPoints, commanderAuraRange, commanderRequestEnemyDispositionCost,
                commanderRequestEnemyDispositionMaxOffset, fieldMedicHealCost, fieldMedicHealBonusHitpoints,
                fieldMedicHealSelfBonusHitpoints, sniperStandingStealthBonus, sniperKneelingStealthBonus,
                sniperProneStealthBonus, sniperStandingShootingRangeBonus, sniperKneelingShootingRangeBonus,
                sniperProneShootingRangeBonus, scoutStealthBonusNegation, grenadeThrowCost, grenadeThrowRange,
                grenadeDirectDamage, grenadeCollateralDamage, medikitUseCost, medikitBonusHitpoints,
                medikitHealSelfBonusHitpoints, fieldRationEatCost, fieldRationBonusActionPoints);
    }

    /** AP to move one cell in this stance. */
    public int moveCost(TrooperStance stance) {
        return switch (stance) {
            case STANDING -> standingMoveCost;
            case KNEELING -> kneelingMoveCost;
            case PRONE -> proneMoveCost;
        };
    }

    /** How much a sniper in this stance shortens a viewer's vision range (spec §2.2). */
    public double sniperStealth(TrooperStance stance) {
        return switch (stance) {
            case STANDING -> sniperStandingStealthBonus;
            case KNEELING -> sniperKneelingStealthBonus;
            case PRONE -> sniperProneStealthBonus;
        };
    }

    /** What a sniper in this stance adds to its shooting range. */
    public double sniperRangeBonus(TrooperStance stance) {
        return switch (stance) {
            case STANDING -> sniperStandingShootingRangeBonus;
            case KNEELING -> sniperKneelingShootingRangeBonus;
            case PRONE -> sniperProneShootingRangeBonus;
        };
    }

    /** The effective shooting range of a type in a stance: the sniper's includes its stance bonus (§6.4 #14). */
    public double shootingRange(TrooperType type, TrooperStance stance) {
        return type.shootingRange() + (type == TrooperType.SNIPER ? sniperRangeBonus(stance) : 0.0);
    }

    /** Whether (dx, dy) is within range r, inclusive: {@code dx² + dy² <= r²} (spec §1.1). */
    public static boolean within(int dx, int dy, double range) {
        return dx * dx + dy * dy <= range * range;
    }

    /** Spec §5.11: whole-game real time, {@code 500 × moves × teamSize + 2000} ms. */
    public long totalRealMillis(int teamSize) {
        return (long) REAL_MILLIS_PER_TURN * moveCount * teamSize + RESERVE_MILLIS;
    }

    /** Spec §5.11: whole-game CPU time, {@code 200 × moves × teamSize + 2000} ms. */
    public long totalCpuMillis(int teamSize) {
        return (long) CPU_MILLIS_PER_TURN * moveCount * teamSize + RESERVE_MILLIS;
    }
}
