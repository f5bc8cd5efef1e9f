#pragma once

#ifndef _GAME_H_
#define _GAME_H_

namespace model {
    /** The 32 constants of the game, sent once in GAME_CONTEXT. */
    class Game {
    private:
        int moveCount;
        int lastPlayerEliminationScore;
        int playerEliminationScore;
        int trooperEliminationScore;
        double trooperDamageScoreFactor;
        int stanceChangeCost;
        int standingMoveCost;
        int kneelingMoveCost;
        int proneMoveCost;
        int commanderAuraBonusActionPoints;
        double commanderAuraRange;
        int commanderRequestEnemyDispositionCost;
        int commanderRequestEnemyDispositionMaxOffset;
        int fieldMedicHealCost;
        int fieldMedicHealBonusHitpoints;
        int fieldMedicHealSelfBonusHitpoints;
        double sniperStandingStealthBonus;
        double sniperKneelingStealthBonus;
        double sniperProneStealthBonus;
        double sniperStandingShootingRangeBonus;
        double sniperKneelingShootingRangeBonus;
        double sniperProneShootingRangeBonus;
        double scoutStealthBonusNegation;
        int grenadeThrowCost;
        double grenadeThrowRange;
        int grenadeDirectDamage;
        int grenadeCollateralDamage;
        int medikitUseCost;
        int medikitBonusHitpoints;
        int medikitHealSelfBonusHitpoints;
        int fieldRationEatCost;
        int fieldRationBonusActionPoints;
    public:
        Game() { }
        Game(int moveCount, int lastPlayerEliminationScore, int playerEliminationScore, int trooperEliminationScore, double trooperDamageScoreFactor, int stanceChangeCost, int standingMoveCost, int kneelingMoveCost, int proneMoveCost, int commanderAuraBonusActionPoints, double commanderAuraRange, int commanderRequestEnemyDispositionCost, int commanderRequestEnemyDispositionMaxOffset, int fieldMedicHealCost, int fieldMedicHealBonusHitpoints, int fieldMedicHealSelfBonusHitpoints, double sniperStandingStealthBonus, double sniperKneelingStealthBonus, double sniperProneStealthBonus, double sniperStandingShootingRangeBonus, double sniperKneelingShootingRangeBonus, double sniperProneShootingRangeBonus, double scoutStealthBonusNegation, int grenadeThrowCost, double grenadeThrowRange, int grenadeDirectDamage, int grenadeCollateralDamage, int medikitUseCost, int medikitBonusHitpoints, int medikitHealSelfBonusHitpoints, int fieldRationEatCost, int fieldRationBonusActionPoints)
            : moveCount(moveCount), lastPlayerEliminationScore(lastPlayerEliminationScore), playerEliminationScore(playerEliminationScore), trooperEliminationScore(trooperEliminationScore), trooperDamageScoreFactor(trooperDamageScoreFactor), stanceChangeCost(stanceChangeCost), standingMoveCost(standingMoveCost), kneelingMoveCost(kneelingMoveCost), proneMoveCost(proneMoveCost), commanderAuraBonusActionPoints(commanderAuraBonusActionPoints), commanderAuraRange(commanderAuraRange), commanderRequestEnemyDispositionCost(commanderRequestEnemyDispositionCost), commanderRequestEnemyDispositionMaxOffset(commanderRequestEnemyDispositionMaxOffset), fieldMedicHealCost(fieldMedicHealCost), fieldMedicHealBonusHitpoints(fieldMedicHealBonusHitpoints), fieldMedicHealSelfBonusHitpoints(fieldMedicHealSelfBonusHitpoints), sniperStandingStealthBonus(sniperStandingStealthBonus), sniperKneelingStealthBonus(sniperKneelingStealthBonus), sniperProneStealthBonus(sniperProneStealthBonus), sniperStandingShootingRangeBonus(sniperStandingShootingRangeBonus), sniperKneelingShootingRangeBonus(sniperKneelingShootingRangeBonus), sniperProneShootingRangeBonus(sniperProneShootingRangeBonus), scoutStealthBonusNegation(scoutStealthBonusNegation), grenadeThrowCost(grenadeThrowCost), grenadeThrowRange(grenadeThrowRange), grenadeDirectDamage(grenadeDirectDamage), grenadeCollateralDamage(grenadeCollateralDamage), medikitUseCost(medikitUseCost), medikitBonusHitpoints(medikitBonusHitpoints), medikitHealSelfBonusHitpoints(medikitHealSelfBonusHitpoints), fieldRationEatCost(fieldRationEatCost), fieldRationBonusActionPoints(fieldRationBonusActionPoints) { }

        int getMoveCount() const { return moveCount; }
        int getLastPlayerEliminationScore() const { return lastPlayerEliminationScore; }
        int getPlayerEliminationScore() const { return playerEliminationScore; }
        int getTrooperEliminationScore() const { return trooperEliminationScore; }
        double getTrooperDamageScoreFactor() const { return trooperDamageScoreFactor; }
        int getStanceChangeCost() const { return stanceChangeCost; }
        int getStandingMoveCost() const { return standingMoveCost; }
        int getKneelingMoveCost() const { return kneelingMoveCost; }
        int getProneMoveCost() const { return proneMoveCost; }
        int getCommanderAuraBonusActionPoints() const { return commanderAuraBonusActionPoints; }
        double getCommanderAuraRange() const { return commanderAuraRange; }
        int getCommanderRequestEnemyDispositionCost() const { return commanderRequestEnemyDispositionCost; }
        int getCommanderRequestEnemyDispositionMaxOffset() const { return commanderRequestEnemyDispositionMaxOffset; }
        int getFieldMedicHealCost() const { return fieldMedicHealCost; }
        int getFieldMedicHealBonusHitpoints() const { return fieldMedicHealBonusHitpoints; }
        int getFieldMedicHealSelfBonusHitpoints() const { return fieldMedicHealSelfBonusHitpoints; }
        double getSniperStandingStealthBonus() const { return sniperStandingStealthBonus; }
        double getSniperKneelingStealthBonus() const { return sniperKneelingStealthBonus; }
        double getSniperProneStealthBonus() const { return sniperProneStealthBonus; }
        double getSniperStandingShootingRangeBonus() const { return sniperStandingShootingRangeBonus; }
        double getSniperKneelingShootingRangeBonus() const { return sniperKneelingShootingRangeBonus; }
        double getSniperProneShootingRangeBonus() const { return sniperProneShootingRangeBonus; }
        double getScoutStealthBonusNegation() const { return scoutStealthBonusNegation; }
        int getGrenadeThrowCost() const { return grenadeThrowCost; }
        double getGrenadeThrowRange() const { return grenadeThrowRange; }
        int getGrenadeDirectDamage() const { return grenadeDirectDamage; }
        int getGrenadeCollateralDamage() const { return grenadeCollateralDamage; }
        int getMedikitUseCost() const { return medikitUseCost; }
        int getMedikitBonusHitpoints() const { return medikitBonusHitpoints; }
        int getMedikitHealSelfBonusHitpoints() const { return medikitHealSelfBonusHitpoints; }
        int getFieldRationEatCost() const { return fieldRationEatCost; }
        int getFieldRationBonusActionPoints() const { return fieldRationBonusActionPoints; }
    };
}

#endif
