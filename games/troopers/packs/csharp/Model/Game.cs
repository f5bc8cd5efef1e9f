namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    /// <summary>The game's 32 constants, sent once at the start in this order.</summary>
    public sealed class Game
    {
        public Game(int moveCount, int lastPlayerEliminationScore, int playerEliminationScore,
            int trooperEliminationScore, double trooperDamageScoreFactor, int stanceChangeCost, int standingMoveCost,
            int kneelingMoveCost, int proneMoveCost, int commanderAuraBonusActionPoints, double commanderAuraRange,
            int commanderRequestEnemyDispositionCost, int commanderRequestEnemyDispositionMaxOffset,
            int fieldMedicHealCost, int fieldMedicHealBonusHitpoints, int fieldMedicHealSelfBonusHitpoints,
            double sniperStandingStealthBonus, double sniperKneelingStealthBonus, double sniperProneStealthBonus,
            double sniperStandingShootingRangeBonus, double sniperKneelingShootingRangeBonus,
            double sniperProneShootingRangeBonus, double scoutStealthBonusNegation, int grenadeThrowCost,
            double grenadeThrowRange, int grenadeDirectDamage, int grenadeCollateralDamage, int medikitUseCost,
            int medikitBonusHitpoints, int medikitHealSelfBonusHitpoints, int fieldRationEatCost,
            int fieldRationBonusActionPoints)
        {
            MoveCount = moveCount;
            LastPlayerEliminationScore = lastPlayerEliminationScore;
            PlayerEliminationScore = playerEliminationScore;
            TrooperEliminationScore = trooperEliminationScore;
            TrooperDamageScoreFactor = trooperDamageScoreFactor;
            StanceChangeCost = stanceChangeCost;
            StandingMoveCost = standingMoveCost;
            KneelingMoveCost = kneelingMoveCost;
            ProneMoveCost = proneMoveCost;
            CommanderAuraBonusActionPoints = commanderAuraBonusActionPoints;
            CommanderAuraRange = commanderAuraRange;
            CommanderRequestEnemyDispositionCost = commanderRequestEnemyDispositionCost;
            CommanderRequestEnemyDispositionMaxOffset = commanderRequestEnemyDispositionMaxOffset;
            FieldMedicHealCost = fieldMedicHealCost;
            FieldMedicHealBonusHitpoints = fieldMedicHealBonusHitpoints;
            FieldMedicHealSelfBonusHitpoints = fieldMedicHealSelfBonusHitpoints;
            SniperStandingStealthBonus = sniperStandingStealthBonus;
            SniperKneelingStealthBonus = sniperKneelingStealthBonus;
            SniperProneStealthBonus = sniperProneStealthBonus;
            SniperStandingShootingRangeBonus = sniperStandingShootingRangeBonus;
            SniperKneelingShootingRangeBonus = sniperKneelingShootingRangeBonus;
            SniperProneShootingRangeBonus = sniperProneShootingRangeBonus;
            ScoutStealthBonusNegation = scoutStealthBonusNegation;
            GrenadeThrowCost = grenadeThrowCost;
            GrenadeThrowRange = grenadeThrowRange;
            GrenadeDirectDamage = grenadeDirectDamage;
            GrenadeCollateralDamage = grenadeCollateralDamage;
            MedikitUseCost = medikitUseCost;
            MedikitBonusHitpoints = medikitBonusHitpoints;
            MedikitHealSelfBonusHitpoints = medikitHealSelfBonusHitpoints;
            FieldRationEatCost = fieldRationEatCost;
            FieldRationBonusActionPoints = fieldRationBonusActionPoints;
        }

        public int MoveCount { get; }

        public int LastPlayerEliminationScore { get; }

        public int PlayerEliminationScore { get; }

        public int TrooperEliminationScore { get; }

        public double TrooperDamageScoreFactor { get; }

        public int StanceChangeCost { get; }

        public int StandingMoveCost { get; }

        public int KneelingMoveCost { get; }

        public int ProneMoveCost { get; }

        public int CommanderAuraBonusActionPoints { get; }

        public double CommanderAuraRange { get; }

        public int CommanderRequestEnemyDispositionCost { get; }

        public int CommanderRequestEnemyDispositionMaxOffset { get; }

        public int FieldMedicHealCost { get; }

        public int FieldMedicHealBonusHitpoints { get; }

        public int FieldMedicHealSelfBonusHitpoints { get; }

        public double SniperStandingStealthBonus { get; }

        public double SniperKneelingStealthBonus { get; }

        public double SniperProneStealthBonus { get; }

        public double SniperStandingShootingRangeBonus { get; }

        public double SniperKneelingShootingRangeBonus { get; }

        public double SniperProneShootingRangeBonus { get; }

        public double ScoutStealthBonusNegation { get; }

        public int GrenadeThrowCost { get; }

        public double GrenadeThrowRange { get; }

        public int GrenadeDirectDamage { get; }

        public int GrenadeCollateralDamage { get; }

        public int MedikitUseCost { get; }

        public int MedikitBonusHitpoints { get; }

        public int MedikitHealSelfBonusHitpoints { get; }

        public int FieldRationEatCost { get; }

        public int FieldRationBonusActionPoints { get; }
    }
}
