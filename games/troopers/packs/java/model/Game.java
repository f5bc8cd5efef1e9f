package model;

/** The 32 constants of the game, sent once in GAME_CONTEXT. */
public class Game {
    private final int moveCount;
    private final int lastPlayerEliminationScore;
    private final int playerEliminationScore;
    private final int trooperEliminationScore;
    private final double trooperDamageScoreFactor;
    private final int stanceChangeCost;
    private final int standingMoveCost;
    private final int kneelingMoveCost;
    private final int proneMoveCost;
    private final int commanderAuraBonusActionPoints;
    private final double commanderAuraRange;
    private final int commanderRequestEnemyDispositionCost;
    private final int commanderRequestEnemyDispositionMaxOffset;
    private final int fieldMedicHealCost;
    private final int fieldMedicHealBonusHitpoints;
    private final int fieldMedicHealSelfBonusHitpoints;
    private final double sniperStandingStealthBonus;
    private final double sniperKneelingStealthBonus;
    private final double sniperProneStealthBonus;
    private final double sniperStandingShootingRangeBonus;
    private final double sniperKneelingShootingRangeBonus;
    private final double sniperProneShootingRangeBonus;
    private final double scoutStealthBonusNegation;
    private final int grenadeThrowCost;
    private final double grenadeThrowRange;
    private final int grenadeDirectDamage;
    private final int grenadeCollateralDamage;
    private final int medikitUseCost;
    private final int medikitBonusHitpoints;
    private final int medikitHealSelfBonusHitpoints;
    private final int fieldRationEatCost;
    private final int fieldRationBonusActionPoints;

    public Game(int moveCount, int lastPlayerEliminationScore, int playerEliminationScore, int trooperEliminationScore, double trooperDamageScoreFactor, int stanceChangeCost, int standingMoveCost, int kneelingMoveCost, int proneMoveCost, int commanderAuraBonusActionPoints, double commanderAuraRange, int commanderRequestEnemyDispositionCost, int commanderRequestEnemyDispositionMaxOffset, int fieldMedicHealCost, int fieldMedicHealBonusHitpoints, int fieldMedicHealSelfBonusHitpoints, double sniperStandingStealthBonus, double sniperKneelingStealthBonus, double sniperProneStealthBonus, double sniperStandingShootingRangeBonus, double sniperKneelingShootingRangeBonus, double sniperProneShootingRangeBonus, double scoutStealthBonusNegation, int grenadeThrowCost, double grenadeThrowRange, int grenadeDirectDamage, int grenadeCollateralDamage, int medikitUseCost, int medikitBonusHitpoints, int medikitHealSelfBonusHitpoints, int fieldRationEatCost, int fieldRationBonusActionPoints) {
        this.moveCount = moveCount;
        this.lastPlayerEliminationScore = lastPlayerEliminationScore;
        this.playerEliminationScore = playerEliminationScore;
        this.trooperEliminationScore = trooperEliminationScore;
        this.trooperDamageScoreFactor = trooperDamageScoreFactor;
        this.stanceChangeCost = stanceChangeCost;
        this.standingMoveCost = standingMoveCost;
        this.kneelingMoveCost = kneelingMoveCost;
        this.proneMoveCost = proneMoveCost;
        this.commanderAuraBonusActionPoints = commanderAuraBonusActionPoints;
        this.commanderAuraRange = commanderAuraRange;
        this.commanderRequestEnemyDispositionCost = commanderRequestEnemyDispositionCost;
        this.commanderRequestEnemyDispositionMaxOffset = commanderRequestEnemyDispositionMaxOffset;
        this.fieldMedicHealCost = fieldMedicHealCost;
        this.fieldMedicHealBonusHitpoints = fieldMedicHealBonusHitpoints;
        this.fieldMedicHealSelfBonusHitpoints = fieldMedicHealSelfBonusHitpoints;
        this.sniperStandingStealthBonus = sniperStandingStealthBonus;
        this.sniperKneelingStealthBonus = sniperKneelingStealthBonus;
        this.sniperProneStealthBonus = sniperProneStealthBonus;
        this.sniperStandingShootingRangeBonus = sniperStandingShootingRangeBonus;
        this.sniperKneelingShootingRangeBonus = sniperKneelingShootingRangeBonus;
        this.sniperProneShootingRangeBonus = sniperProneShootingRangeBonus;
        this.scoutStealthBonusNegation = scoutStealthBonusNegation;
        this.grenadeThrowCost = grenadeThrowCost;
        this.grenadeThrowRange = grenadeThrowRange;
        this.grenadeDirectDamage = grenadeDirectDamage;
        this.grenadeCollateralDamage = grenadeCollateralDamage;
        this.medikitUseCost = medikitUseCost;
        this.medikitBonusHitpoints = medikitBonusHitpoints;
        this.medikitHealSelfBonusHitpoints = medikitHealSelfBonusHitpoints;
        this.fieldRationEatCost = fieldRationEatCost;
        this.fieldRationBonusActionPoints = fieldRationBonusActionPoints;
    }

    public int getMoveCount() {
        return moveCount;
    }

    public int getLastPlayerEliminationScore() {
        return lastPlayerEliminationScore;
    }

    public int getPlayerEliminationScore() {
        return playerEliminationScore;
    }

    public int getTrooperEliminationScore() {
        return trooperEliminationScore;
    }

    public double getTrooperDamageScoreFactor() {
        return trooperDamageScoreFactor;
    }

    public int getStanceChangeCost() {
        return stanceChangeCost;
    }

    public int getStandingMoveCost() {
        return standingMoveCost;
    }

    public int getKneelingMoveCost() {
        return kneelingMoveCost;
    }

    public int getProneMoveCost() {
        return proneMoveCost;
    }

    public int getCommanderAuraBonusActionPoints() {
        return commanderAuraBonusActionPoints;
    }

    public double getCommanderAuraRange() {
        return commanderAuraRange;
    }

    public int getCommanderRequestEnemyDispositionCost() {
        return commanderRequestEnemyDispositionCost;
    }

    public int getCommanderRequestEnemyDispositionMaxOffset() {
        return commanderRequestEnemyDispositionMaxOffset;
    }

    public int getFieldMedicHealCost() {
        return fieldMedicHealCost;
    }

    public int getFieldMedicHealBonusHitpoints() {
        return fieldMedicHealBonusHitpoints;
    }

    public int getFieldMedicHealSelfBonusHitpoints() {
        return fieldMedicHealSelfBonusHitpoints;
    }

    public double getSniperStandingStealthBonus() {
        return sniperStandingStealthBonus;
    }

    public double getSniperKneelingStealthBonus() {
        return sniperKneelingStealthBonus;
    }

    public double getSniperProneStealthBonus() {
        return sniperProneStealthBonus;
    }

    public double getSniperStandingShootingRangeBonus() {
        return sniperStandingShootingRangeBonus;
    }

    public double getSniperKneelingShootingRangeBonus() {
        return sniperKneelingShootingRangeBonus;
    }

    public double getSniperProneShootingRangeBonus() {
        return sniperProneShootingRangeBonus;
    }

    public double getScoutStealthBonusNegation() {
        return scoutStealthBonusNegation;
    }

    public int getGrenadeThrowCost() {
        return grenadeThrowCost;
    }

    public double getGrenadeThrowRange() {
        return grenadeThrowRange;
    }

    public int getGrenadeDirectDamage() {
        return grenadeDirectDamage;
    }

    public int getGrenadeCollateralDamage() {
        return grenadeCollateralDamage;
    }

    public int getMedikitUseCost() {
        return medikitUseCost;
    }

    public int getMedikitBonusHitpoints() {
        return medikitBonusHitpoints;
    }

    public int getMedikitHealSelfBonusHitpoints() {
        return medikitHealSelfBonusHitpoints;
    }

    public int getFieldRationEatCost() {
        return fieldRationEatCost;
    }

    public int getFieldRationBonusActionPoints() {
        return fieldRationBonusActionPoints;
    }
}
