unit GameControl;

{$mode delphi}

interface

type
    { The game's 32 constants, sent once at the start in this order. }
    TGame = class
    private
        FMoveCount: LongInt;
        FLastPlayerEliminationScore: LongInt;
        FPlayerEliminationScore: LongInt;
        FTrooperEliminationScore: LongInt;
        FTrooperDamageScoreFactor: Double;
        FStanceChangeCost: LongInt;
        FStandingMoveCost: LongInt;
        FKneelingMoveCost: LongInt;
        FProneMoveCost: LongInt;
        FCommanderAuraBonusActionPoints: LongInt;
        FCommanderAuraRange: Double;
        FCommanderRequestEnemyDispositionCost: LongInt;
        FCommanderRequestEnemyDispositionMaxOffset: LongInt;
        FFieldMedicHealCost: LongInt;
        FFieldMedicHealBonusHitpoints: LongInt;
        FFieldMedicHealSelfBonusHitpoints: LongInt;
        FSniperStandingStealthBonus: Double;
        FSniperKneelingStealthBonus: Double;
        FSniperProneStealthBonus: Double;
        FSniperStandingShootingRangeBonus: Double;
        FSniperKneelingShootingRangeBonus: Double;
        FSniperProneShootingRangeBonus: Double;
        FScoutStealthBonusNegation: Double;
        FGrenadeThrowCost: LongInt;
        FGrenadeThrowRange: Double;
        FGrenadeDirectDamage: LongInt;
        FGrenadeCollateralDamage: LongInt;
        FMedikitUseCost: LongInt;
        FMedikitBonusHitpoints: LongInt;
        FMedikitHealSelfBonusHitpoints: LongInt;
        FFieldRationEatCost: LongInt;
        FFieldRationBonusActionPoints: LongInt;

    public
        constructor Create(moveCount: LongInt; lastPlayerEliminationScore: LongInt; playerEliminationScore: LongInt;
                trooperEliminationScore: LongInt; trooperDamageScoreFactor: Double; stanceChangeCost: LongInt;
                standingMoveCost: LongInt; kneelingMoveCost: LongInt; proneMoveCost: LongInt;
                commanderAuraBonusActionPoints: LongInt; commanderAuraRange: Double;
                commanderRequestEnemyDispositionCost: LongInt; commanderRequestEnemyDispositionMaxOffset: LongInt;
                fieldMedicHealCost: LongInt; fieldMedicHealBonusHitpoints: LongInt;
                fieldMedicHealSelfBonusHitpoints: LongInt; sniperStandingStealthBonus: Double;
                sniperKneelingStealthBonus: Double; sniperProneStealthBonus: Double;
                sniperStandingShootingRangeBonus: Double; sniperKneelingShootingRangeBonus: Double;
                sniperProneShootingRangeBonus: Double; scoutStealthBonusNegation: Double; grenadeThrowCost: LongInt;
                grenadeThrowRange: Double; grenadeDirectDamage: LongInt; grenadeCollateralDamage: LongInt;
                medikitUseCost: LongInt; medikitBonusHitpoints: LongInt; medikitHealSelfBonusHitpoints: LongInt;
                fieldRationEatCost: LongInt; fieldRationBonusActionPoints: LongInt);

        function GetMoveCount: LongInt;
        function GetLastPlayerEliminationScore: LongInt;
        function GetPlayerEliminationScore: LongInt;
        function GetTrooperEliminationScore: LongInt;
        function GetTrooperDamageScoreFactor: Double;
        function GetStanceChangeCost: LongInt;
        function GetStandingMoveCost: LongInt;
        function GetKneelingMoveCost: LongInt;
        function GetProneMoveCost: LongInt;
        function GetCommanderAuraBonusActionPoints: LongInt;
        function GetCommanderAuraRange: Double;
        function GetCommanderRequestEnemyDispositionCost: LongInt;
        function GetCommanderRequestEnemyDispositionMaxOffset: LongInt;
        function GetFieldMedicHealCost: LongInt;
        function GetFieldMedicHealBonusHitpoints: LongInt;
        function GetFieldMedicHealSelfBonusHitpoints: LongInt;
        function GetSniperStandingStealthBonus: Double;
        function GetSniperKneelingStealthBonus: Double;
        function GetSniperProneStealthBonus: Double;
        function GetSniperStandingShootingRangeBonus: Double;
        function GetSniperKneelingShootingRangeBonus: Double;
        function GetSniperProneShootingRangeBonus: Double;
        function GetScoutStealthBonusNegation: Double;
        function GetGrenadeThrowCost: LongInt;
        function GetGrenadeThrowRange: Double;
        function GetGrenadeDirectDamage: LongInt;
        function GetGrenadeCollateralDamage: LongInt;
        function GetMedikitUseCost: LongInt;
        function GetMedikitBonusHitpoints: LongInt;
        function GetMedikitHealSelfBonusHitpoints: LongInt;
        function GetFieldRationEatCost: LongInt;
        function GetFieldRationBonusActionPoints: LongInt;

    end;

implementation

constructor TGame.Create(moveCount: LongInt; lastPlayerEliminationScore: LongInt; playerEliminationScore: LongInt;
        trooperEliminationScore: LongInt; trooperDamageScoreFactor: Double; stanceChangeCost: LongInt;
        standingMoveCost: LongInt; kneelingMoveCost: LongInt; proneMoveCost: LongInt;
        commanderAuraBonusActionPoints: LongInt; commanderAuraRange: Double;
        commanderRequestEnemyDispositionCost: LongInt; commanderRequestEnemyDispositionMaxOffset: LongInt;
        fieldMedicHealCost: LongInt; fieldMedicHealBonusHitpoints: LongInt; fieldMedicHealSelfBonusHitpoints: LongInt;
        sniperStandingStealthBonus: Double; sniperKneelingStealthBonus: Double; sniperProneStealthBonus: Double;
        sniperStandingShootingRangeBonus: Double; sniperKneelingShootingRangeBonus: Double;
        sniperProneShootingRangeBonus: Double; scoutStealthBonusNegation: Double; grenadeThrowCost: LongInt;
        grenadeThrowRange: Double; grenadeDirectDamage: LongInt; grenadeCollateralDamage: LongInt;
        medikitUseCost: LongInt; medikitBonusHitpoints: LongInt; medikitHealSelfBonusHitpoints: LongInt;
        fieldRationEatCost: LongInt; fieldRationBonusActionPoints: LongInt);
begin
    FMoveCount := moveCount;
    FLastPlayerEliminationScore := lastPlayerEliminationScore;
    FPlayerEliminationScore := playerEliminationScore;
    FTrooperEliminationScore := trooperEliminationScore;
    FTrooperDamageScoreFactor := trooperDamageScoreFactor;
    FStanceChangeCost := stanceChangeCost;
    FStandingMoveCost := standingMoveCost;
    FKneelingMoveCost := kneelingMoveCost;
    FProneMoveCost := proneMoveCost;
    FCommanderAuraBonusActionPoints := commanderAuraBonusActionPoints;
    FCommanderAuraRange := commanderAuraRange;
    FCommanderRequestEnemyDispositionCost := commanderRequestEnemyDispositionCost;
    FCommanderRequestEnemyDispositionMaxOffset := commanderRequestEnemyDispositionMaxOffset;
    FFieldMedicHealCost := fieldMedicHealCost;
    FFieldMedicHealBonusHitpoints := fieldMedicHealBonusHitpoints;
    FFieldMedicHealSelfBonusHitpoints := fieldMedicHealSelfBonusHitpoints;
    FSniperStandingStealthBonus := sniperStandingStealthBonus;
    FSniperKneelingStealthBonus := sniperKneelingStealthBonus;
    FSniperProneStealthBonus := sniperProneStealthBonus;
    FSniperStandingShootingRangeBonus := sniperStandingShootingRangeBonus;
    FSniperKneelingShootingRangeBonus := sniperKneelingShootingRangeBonus;
    FSniperProneShootingRangeBonus := sniperProneShootingRangeBonus;
    FScoutStealthBonusNegation := scoutStealthBonusNegation;
    FGrenadeThrowCost := grenadeThrowCost;
    FGrenadeThrowRange := grenadeThrowRange;
    FGrenadeDirectDamage := grenadeDirectDamage;
    FGrenadeCollateralDamage := grenadeCollateralDamage;
    FMedikitUseCost := medikitUseCost;
    FMedikitBonusHitpoints := medikitBonusHitpoints;
    FMedikitHealSelfBonusHitpoints := medikitHealSelfBonusHitpoints;
    FFieldRationEatCost := fieldRationEatCost;
    FFieldRationBonusActionPoints := fieldRationBonusActionPoints;
end;

function TGame.GetMoveCount: LongInt;
begin
    result := FMoveCount;
end;

function TGame.GetLastPlayerEliminationScore: LongInt;
begin
    result := FLastPlayerEliminationScore;
end;

function TGame.GetPlayerEliminationScore: LongInt;
begin
    result := FPlayerEliminationScore;
end;

function TGame.GetTrooperEliminationScore: LongInt;
begin
    result := FTrooperEliminationScore;
end;

function TGame.GetTrooperDamageScoreFactor: Double;
begin
    result := FTrooperDamageScoreFactor;
end;

function TGame.GetStanceChangeCost: LongInt;
begin
    result := FStanceChangeCost;
end;

function TGame.GetStandingMoveCost: LongInt;
begin
    result := FStandingMoveCost;
end;

function TGame.GetKneelingMoveCost: LongInt;
begin
    result := FKneelingMoveCost;
end;

function TGame.GetProneMoveCost: LongInt;
begin
    result := FProneMoveCost;
end;

function TGame.GetCommanderAuraBonusActionPoints: LongInt;
begin
    result := FCommanderAuraBonusActionPoints;
end;

function TGame.GetCommanderAuraRange: Double;
begin
    result := FCommanderAuraRange;
end;

function TGame.GetCommanderRequestEnemyDispositionCost: LongInt;
begin
    result := FCommanderRequestEnemyDispositionCost;
end;

function TGame.GetCommanderRequestEnemyDispositionMaxOffset: LongInt;
begin
    result := FCommanderRequestEnemyDispositionMaxOffset;
end;

function TGame.GetFieldMedicHealCost: LongInt;
begin
    result := FFieldMedicHealCost;
end;

function TGame.GetFieldMedicHealBonusHitpoints: LongInt;
begin
    result := FFieldMedicHealBonusHitpoints;
end;

function TGame.GetFieldMedicHealSelfBonusHitpoints: LongInt;
begin
    result := FFieldMedicHealSelfBonusHitpoints;
end;

function TGame.GetSniperStandingStealthBonus: Double;
begin
    result := FSniperStandingStealthBonus;
end;

function TGame.GetSniperKneelingStealthBonus: Double;
begin
    result := FSniperKneelingStealthBonus;
end;

function TGame.GetSniperProneStealthBonus: Double;
begin
    result := FSniperProneStealthBonus;
end;

function TGame.GetSniperStandingShootingRangeBonus: Double;
begin
    result := FSniperStandingShootingRangeBonus;
end;

function TGame.GetSniperKneelingShootingRangeBonus: Double;
begin
    result := FSniperKneelingShootingRangeBonus;
end;

function TGame.GetSniperProneShootingRangeBonus: Double;
begin
    result := FSniperProneShootingRangeBonus;
end;

function TGame.GetScoutStealthBonusNegation: Double;
begin
    result := FScoutStealthBonusNegation;
end;

function TGame.GetGrenadeThrowCost: LongInt;
begin
    result := FGrenadeThrowCost;
end;

function TGame.GetGrenadeThrowRange: Double;
begin
    result := FGrenadeThrowRange;
end;

function TGame.GetGrenadeDirectDamage: LongInt;
begin
    result := FGrenadeDirectDamage;
end;

function TGame.GetGrenadeCollateralDamage: LongInt;
begin
    result := FGrenadeCollateralDamage;
end;

function TGame.GetMedikitUseCost: LongInt;
begin
    result := FMedikitUseCost;
end;

function TGame.GetMedikitBonusHitpoints: LongInt;
begin
    result := FMedikitBonusHitpoints;
end;

function TGame.GetMedikitHealSelfBonusHitpoints: LongInt;
begin
    result := FMedikitHealSelfBonusHitpoints;
end;

function TGame.GetFieldRationEatCost: LongInt;
begin
    result := FFieldRationEatCost;
end;

function TGame.GetFieldRationBonusActionPoints: LongInt;
begin
    result := FFieldRationBonusActionPoints;
end;

end.
