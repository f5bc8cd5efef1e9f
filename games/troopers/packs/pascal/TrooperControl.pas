unit TrooperControl;

{$mode delphi}

interface

uses
    UnitControl;

const
    UNKNOWN_TROOPER = -1;
    COMMANDER       = 0;
    FIELD_MEDIC     = 1;
    SOLDIER         = 2;
    SNIPER          = 3;
    SCOUT           = 4;

    UNKNOWN_STANCE         = -1;
    PRONE                  = 0;
    KNEELING               = 1;
    STANDING               = 2;
    _TROOPER_STANCE_COUNT_ = 3;

type
    { The wire's ordinal: -1 for none. }
    TTrooperType = UNKNOWN_TROOPER..SCOUT;
    { The stance's index: its height is the index plus one. }
    TTrooperStance = UNKNOWN_STANCE..STANDING;

    { A trooper as its player sees it, rebuilt for every move. }
    TTrooper = class (TUnit)
    private
        FPlayerId: Int64;
        FTeammateIndex: LongInt;
        FTeammate: Boolean;
        FTrooperType: TTrooperType;
        FStance: TTrooperStance;
        FHitpoints: LongInt;
        FMaximalHitpoints: LongInt;
        FActionPoints: LongInt;
        FInitialActionPoints: LongInt;
        FVisionRange: Double;
        FShootingRange: Double;
        FShootCost: LongInt;
        FStandingDamage: LongInt;
        FKneelingDamage: LongInt;
        FProneDamage: LongInt;
        FDamage: LongInt;
        FHoldingGrenade: Boolean;
        FHoldingMedikit: Boolean;
        FHoldingFieldRation: Boolean;

    public
        constructor Create(id: Int64; x: LongInt; y: LongInt; playerId: Int64; teammateIndex: LongInt;
                teammate: Boolean; trooperType: TTrooperType; stance: TTrooperStance; hitpoints: LongInt;
                maximalHitpoints: LongInt; actionPoints: LongInt; initialActionPoints: LongInt; visionRange: Double;
                shootingRange: Double; shootCost: LongInt; standingDamage: LongInt; kneelingDamage: LongInt;
                proneDamage: LongInt; damage: LongInt; holdingGrenade: Boolean; holdingMedikit: Boolean;
                holdingFieldRation: Boolean);

        function GetPlayerId: Int64;
        function GetTeammateIndex: LongInt;
        function IsTeammate: Boolean;
        function GetType: TTrooperType;
        function GetStance: TTrooperStance;
        function GetHitpoints: LongInt;
        function GetMaximalHitpoints: LongInt;
        function GetActionPoints: LongInt;
        function GetInitialActionPoints: LongInt;
        function GetVisionRange: Double;
        { The range of a shot in the current stance, a sniper's stance bonus included. }
        function GetShootingRange: Double;
        function GetShootCost: LongInt;
        function GetStandingDamage: LongInt;
        function GetKneelingDamage: LongInt;
        function GetProneDamage: LongInt;
        { The damage of a shot in the current stance. }
        function GetDamage: LongInt; overload;
        { The damage of a shot fired in the given stance. }
        function GetDamage(stance: TTrooperStance): LongInt; overload;
        function IsHoldingGrenade: Boolean;
        function IsHoldingMedikit: Boolean;
        function IsHoldingFieldRation: Boolean;

    end;

    TTrooperArray = array of TTrooper;

implementation

uses
    SysUtils;

constructor TTrooper.Create(id: Int64; x: LongInt; y: LongInt; playerId: Int64; teammateIndex: LongInt;
        teammate: Boolean; trooperType: TTrooperType; stance: TTrooperStance; hitpoints: LongInt;
        maximalHitpoints: LongInt; actionPoints: LongInt; initialActionPoints: LongInt; visionRange: Double;
        shootingRange: Double; shootCost: LongInt; standingDamage: LongInt; kneelingDamage: LongInt;
        proneDamage: LongInt; damage: LongInt; holdingGrenade: Boolean; holdingMedikit: Boolean;
        holdingFieldRation: Boolean);
begin
    inherited Create(id, x, y);
    FPlayerId := playerId;
    FTeammateIndex := teammateIndex;
    FTeammate := teammate;
    FTrooperType := trooperType;
    FStance := stance;
    FHitpoints := hitpoints;
    FMaximalHitpoints := maximalHitpoints;
    FActionPoints := actionPoints;
    FInitialActionPoints := initialActionPoints;
    FVisionRange := visionRange;
    FShootingRange := shootingRange;
    FShootCost := shootCost;
    FStandingDamage := standingDamage;
    FKneelingDamage := kneelingDamage;
    FProneDamage := proneDamage;
    FDamage := damage;
    FHoldingGrenade := holdingGrenade;
    FHoldingMedikit := holdingMedikit;
    FHoldingFieldRation := holdingFieldRation;
end;

function TTrooper.GetPlayerId: Int64;
begin
    result := FPlayerId;
end;

function TTrooper.GetTeammateIndex: LongInt;
begin
    result := FTeammateIndex;
end;

function TTrooper.IsTeammate: Boolean;
begin
    result := FTeammate;
end;

function TTrooper.GetType: TTrooperType;
begin
    result := FTrooperType;
end;

function TTrooper.GetStance: TTrooperStance;
begin
    result := FStance;
end;

function TTrooper.GetHitpoints: LongInt;
begin
    result := FHitpoints;
end;

function TTrooper.GetMaximalHitpoints: LongInt;
begin
    result := FMaximalHitpoints;
end;

function TTrooper.GetActionPoints: LongInt;
begin
    result := FActionPoints;
end;

function TTrooper.GetInitialActionPoints: LongInt;
begin
    result := FInitialActionPoints;
end;

function TTrooper.GetVisionRange: Double;
begin
    result := FVisionRange;
end;

function TTrooper.GetShootingRange: Double;
begin
    result := FShootingRange;
end;

function TTrooper.GetShootCost: LongInt;
begin
    result := FShootCost;
end;

function TTrooper.GetStandingDamage: LongInt;
begin
    result := FStandingDamage;
end;

function TTrooper.GetKneelingDamage: LongInt;
begin
    result := FKneelingDamage;
end;

function TTrooper.GetProneDamage: LongInt;
begin
    result := FProneDamage;
end;

function TTrooper.GetDamage: LongInt;
begin
    result := FDamage;
end;

function TTrooper.IsHoldingGrenade: Boolean;
begin
    result := FHoldingGrenade;
end;

function TTrooper.IsHoldingMedikit: Boolean;
begin
    result := FHoldingMedikit;
end;

function TTrooper.IsHoldingFieldRation: Boolean;
begin
    result := FHoldingFieldRation;
end;

function TTrooper.GetDamage(stance: TTrooperStance): LongInt;
begin
    case stance of
        PRONE: result := FProneDamage;
        KNEELING: result := FKneelingDamage;
        STANDING: result := FStandingDamage;
    else
        raise EArgumentException.CreateFmt('Unsupported stance: %d.', [stance]);
    end;
end;

end.
