unit MyStrategy;

{ A test strategy written against the 2013 Pascal pack: its interface is the rules' own Pascal example (the units it
  uses, TMyStrategy.Move with me and var move, GetActionPoints, GetStandingMoveCost, SetAction(MOVE_ACTION),
  SetDirection(NORTH)...), and it names every constructor, getter and constant of the model named after it, so it
  compiles only against a pack that has them all. It writes into the map, the reachability array and the unit arrays
  it is given; the getters hand out copies, so none of that may reach the next call; when it does, the strategy
  raises and crashes. It only ever ends its turn. }

interface

uses
    StrategyControl, TrooperControl, WorldControl, MoveControl, GameControl;

type
    TMyStrategy = class (TStrategy)
    private
        FChecksum: Int64;

        procedure Add(value: Int64);
        procedure Fields(t: TTrooper; other: TTrooper);
        procedure Constants(g: TGame);

    public
        procedure Move(me: TTrooper; world: TWorld; game: TGame; var move: TMove); override;

    end;

implementation

uses
    SysUtils, BonusControl, PlayerContextControl, PlayerControl, UnitControl;

procedure Expect(condition: Boolean; problem: String);
begin
    if not condition then
    begin
        raise Exception.Create(problem);
    end;
end;

procedure TMyStrategy.Add(value: Int64);
begin
    FChecksum := FChecksum * 31 + value;
end;

{ Every constant with its number, used as the 2013 strategies did: in case labels, for loops and array bounds. }
procedure Enums;
var
    stance: TTrooperStance;
    byStance: array[TTrooperStance] of LongInt;
    action: TActionType;
    direction: TDirection;
    trooperType: TTrooperType;
    cell: TCellType;
    bonusType: TBonusType;

begin
    Expect((UNKNOWN_ACTION = -1) and (END_TURN = 0) and (MOVE_ACTION = 1) and (SHOOT = 2) and (RAISE_STANCE = 3)
            and (LOWER_STANCE = 4) and (THROW_GRENADE = 5) and (USE_MEDIKIT = 6) and (EAT_FIELD_RATION = 7)
            and (HEAL = 8) and (REQUEST_ENEMY_DISPOSITION = 9), 'an action has another number than 2013''s');
    Expect((UNKNOWN_DIRECTION = -1) and (CURRENT_POINT = 0) and (NORTH = 1) and (EAST = 2) and (SOUTH = 3)
            and (WEST = 4), 'a direction has another number than 2013''s');
    Expect((UNKNOWN_STANCE = -1) and (PRONE = 0) and (KNEELING = 1) and (STANDING = 2)
            and (_TROOPER_STANCE_COUNT_ = 3), 'a stance has another number than 2013''s');
    Expect((UNKNOWN_TROOPER = -1) and (COMMANDER = 0) and (FIELD_MEDIC = 1) and (SOLDIER = 2) and (SNIPER = 3)
            and (SCOUT = 4), 'a trooper type has another number than 2013''s');
    Expect((UNKNOWN_CELL = -1) and (FREE = 0) and (LOW_COVER = 1) and (MEDIUM_COVER = 2) and (HIGH_COVER = 3),
            'a cell type has another number than 2013''s');
    Expect((UNKNOWN_BONUS = -1) and (GRENADE = 0) and (MEDIKIT = 1) and (FIELD_RATION = 2),
            'a bonus type has another number than 2013''s');

    for stance := PRONE to STANDING do
    begin
        byStance[stance] := Ord(stance) + 1;
    end;
    Expect(byStance[STANDING] = 3, 'a stance indexes an array');
    action := HEAL;
    direction := WEST;
    trooperType := SCOUT;
    cell := HIGH_COVER;
    bonusType := FIELD_RATION;
    case action of
        END_TURN, MOVE_ACTION, SHOOT, RAISE_STANCE, LOWER_STANCE, THROW_GRENADE, USE_MEDIKIT, EAT_FIELD_RATION,
                REQUEST_ENEMY_DISPOSITION: Expect(false, 'case of an action');
        HEAL: ;
    end;
    Expect((direction = WEST) and (trooperType = SCOUT) and (cell = HIGH_COVER) and (bonusType = FIELD_RATION),
            'constants assigned to their types');
end;

procedure TMyStrategy.Constants(g: TGame);
begin
    Add(g.GetMoveCount + g.GetLastPlayerEliminationScore + g.GetPlayerEliminationScore
            + g.GetTrooperEliminationScore + Round(g.GetTrooperDamageScoreFactor) + g.GetStanceChangeCost
            + g.GetStandingMoveCost + g.GetKneelingMoveCost + g.GetProneMoveCost + g.GetCommanderAuraBonusActionPoints
            + Round(g.GetCommanderAuraRange) + g.GetCommanderRequestEnemyDispositionCost
            + g.GetCommanderRequestEnemyDispositionMaxOffset + g.GetFieldMedicHealCost
            + g.GetFieldMedicHealBonusHitpoints + g.GetFieldMedicHealSelfBonusHitpoints
            + Round(g.GetSniperStandingStealthBonus) + Round(g.GetSniperKneelingStealthBonus)
            + Round(g.GetSniperProneStealthBonus) + Round(g.GetSniperStandingShootingRangeBonus)
            + Round(g.GetSniperKneelingShootingRangeBonus) + Round(g.GetSniperProneShootingRangeBonus)
            + Round(g.GetScoutStealthBonusNegation) + g.GetGrenadeThrowCost + Round(g.GetGrenadeThrowRange)
            + g.GetGrenadeDirectDamage + g.GetGrenadeCollateralDamage + g.GetMedikitUseCost
            + g.GetMedikitBonusHitpoints + g.GetMedikitHealSelfBonusHitpoints + g.GetFieldRationEatCost
            + g.GetFieldRationBonusActionPoints);
end;

procedure TMyStrategy.Fields(t: TTrooper; other: TTrooper);
begin
    Add(t.GetId + t.GetX + t.GetY + t.GetPlayerId + t.GetTeammateIndex + Ord(t.IsTeammate) + Ord(t.GetType)
            + Ord(t.GetStance) + t.GetHitpoints + t.GetMaximalHitpoints + t.GetActionPoints
            + t.GetInitialActionPoints + Round(t.GetVisionRange) + Round(t.GetShootingRange) + t.GetShootCost
            + t.GetStandingDamage + t.GetKneelingDamage + t.GetProneDamage + t.GetDamage + t.GetDamage(KNEELING)
            + Ord(t.IsHoldingGrenade) + Ord(t.IsHoldingMedikit) + Ord(t.IsHoldingFieldRation)
            + Round(t.GetDistanceTo(other)) + Round(t.GetDistanceTo(1, 1)));
end;

{ Writes into everything the world hands out; a later call must see the world as it was. }
procedure Copies(me: TTrooper; world: TWorld);
var
    cells: TCellTypeArray2D;
    column: TCellTypeArray;
    reachable: TBooleanArray;
    troopers: TTrooperArray;
    players: TPlayerArray;
    bonuses: TBonusArray;
    x, y, w, h, own: LongInt;
    stance: TTrooperStance;

begin
    x := me.GetX;
    y := me.GetY;
    // a trooper stands on a free cell, and a cell is always reachable from itself
    cells := world.GetCells;
    cells[x][y] := HIGH_COVER;
    column := world.GetCells[x];
    column[y] := LOW_COVER;
    Expect(world.GetCells[x][y] = FREE, 'writing into GetCells changed the world''s map');

    w := world.GetWidth;
    h := world.GetHeight;
    own := x * h * w * h * _TROOPER_STANCE_COUNT_ + y * w * h * _TROOPER_STANCE_COUNT_ + x * h * _TROOPER_STANCE_COUNT_
            + y * _TROOPER_STANCE_COUNT_;
    reachable := world.GetCellVisibilities;
    Expect(Length(reachable) = w * h * w * h * _TROOPER_STANCE_COUNT_, 'GetCellVisibilities has '
            + IntToStr(Length(reachable)) + ' entries');
    for stance := PRONE to STANDING do
    begin
        reachable[own + stance] := false;
    end;
    Expect(world.GetCellVisibilities[own], 'writing into GetCellVisibilities changed the world''s matrix');
    Expect(world.IsVisible(1.0, x, y, me.GetStance, x, y, PRONE), 'writing into GetCellVisibilities changed IsVisible');

    troopers := world.GetTroopers;
    troopers[0] := nil;
    Expect(world.GetTroopers[0] <> nil, 'GetTroopers hands out the world''s own array');
    players := world.GetPlayers;
    players[0] := nil;
    Expect(world.GetPlayers[0] <> nil, 'GetPlayers hands out the world''s own array');
    bonuses := world.GetBonuses;
    if Length(bonuses) > 0 then
    begin
        bonuses[0] := nil;
        Expect(world.GetBonuses[0] <> nil, 'GetBonuses hands out the world''s own array');
    end;
end;

function CopyOf(me: TTrooper; stance: TTrooperStance): TTrooper;
begin
    result := TTrooper.Create(me.GetId, me.GetX, me.GetY, me.GetPlayerId, me.GetTeammateIndex, me.IsTeammate,
            me.GetType, stance, me.GetHitpoints, me.GetMaximalHitpoints, me.GetActionPoints,
            me.GetInitialActionPoints, me.GetVisionRange, me.GetShootingRange, me.GetShootCost, me.GetStandingDamage,
            me.GetKneelingDamage, me.GetProneDamage, me.GetDamage(stance), me.IsHoldingGrenade, me.IsHoldingMedikit,
            me.IsHoldingFieldRation);
end;

{ Every constructor of the model, as a strategy simulating a turn used them. }
procedure Constructors(me: TTrooper; world: TWorld; game: TGame);
var
    players: TPlayerArray;
    troopers: TTrooperArray;
    bonuses: TBonusArray;
    cells: TCellTypeArray2D;
    simulated: TWorld;
    context: TPlayerContext;
    sameRules: TGame;
    unitOfIt: TUnit;

begin
    SetLength(players, 1);
    players[0] := TPlayer.Create(7, 'copy', 0, false, -1, -1);
    SetLength(troopers, 1);
    troopers[0] := CopyOf(me, PRONE);
    SetLength(bonuses, 1);
    bonuses[0] := TBonus.Create(99, 0, 0, MEDIKIT);
    cells := world.GetCells;
    simulated := TWorld.Create(world.GetMoveIndex, world.GetWidth, world.GetHeight, players, troopers, bonuses, cells,
            world.GetCellVisibilities);
    cells[me.GetX][me.GetY] := HIGH_COVER;
    Expect(simulated.GetCells[me.GetX][me.GetY] = FREE, 'a TWorld built by the strategy shares the map it was given');
    context := TPlayerContext.Create(CopyOf(me, KNEELING), simulated);
    unitOfIt := context.GetTrooper;
    sameRules := TGame.Create(game.GetMoveCount, game.GetLastPlayerEliminationScore, game.GetPlayerEliminationScore,
            game.GetTrooperEliminationScore, game.GetTrooperDamageScoreFactor, game.GetStanceChangeCost,
            game.GetStandingMoveCost, game.GetKneelingMoveCost, game.GetProneMoveCost,
            game.GetCommanderAuraBonusActionPoints, game.GetCommanderAuraRange,
            game.GetCommanderRequestEnemyDispositionCost, game.GetCommanderRequestEnemyDispositionMaxOffset,
            game.GetFieldMedicHealCost, game.GetFieldMedicHealBonusHitpoints, game.GetFieldMedicHealSelfBonusHitpoints,
            game.GetSniperStandingStealthBonus, game.GetSniperKneelingStealthBonus, game.GetSniperProneStealthBonus,
            game.GetSniperStandingShootingRangeBonus, game.GetSniperKneelingShootingRangeBonus,
            game.GetSniperProneShootingRangeBonus, game.GetScoutStealthBonusNegation, game.GetGrenadeThrowCost,
            game.GetGrenadeThrowRange, game.GetGrenadeDirectDamage, game.GetGrenadeCollateralDamage,
            game.GetMedikitUseCost, game.GetMedikitBonusHitpoints, game.GetMedikitHealSelfBonusHitpoints,
            game.GetFieldRationEatCost, game.GetFieldRationBonusActionPoints);
    Expect((context.GetTrooper.GetDamage = me.GetKneelingDamage) and (Length(context.GetWorld.GetTroopers) = 1)
            and (context.GetWorld.GetTroopers[0].GetDamage = me.GetProneDamage)
            and (context.GetWorld.GetBonuses[0].GetType = MEDIKIT) and (context.GetWorld.GetPlayers[0].GetName = 'copy')
            and (unitOfIt.GetDistanceTo(me) = 0) and (sameRules.GetMoveCount = game.GetMoveCount),
            'a model object built by the strategy reads back otherwise');
    sameRules.Free;
    context.Free;
end;

procedure TMyStrategy.Move(me: TTrooper; world: TWorld; game: TGame; var move: TMove);
var
    players: TPlayerArray;
    troopers: TTrooperArray;
    bonuses: TBonusArray;
    i: LongInt;

begin
    Enums;
    Constants(game);
    players := world.GetPlayers;
    for i := 0 to High(players) do
    begin
        Add(players[i].GetId + Length(players[i].GetName) + players[i].GetScore + Ord(players[i].IsStrategyCrashed)
                + players[i].GetApproximateX + players[i].GetApproximateY);
    end;
    troopers := world.GetTroopers;
    for i := 0 to High(troopers) do
    begin
        Fields(troopers[i], me);
    end;
    bonuses := world.GetBonuses;
    for i := 0 to High(bonuses) do
    begin
        Add(bonuses[i].GetId + bonuses[i].GetX + bonuses[i].GetY + Ord(bonuses[i].GetType)
                + Round(bonuses[i].GetDistanceTo(me)) + Round(bonuses[i].GetDistanceTo(0, 0)));
    end;
    Add(world.GetMoveIndex + world.GetWidth + world.GetHeight);

    Copies(me, world);
    Constructors(me, world, game);

    // the rules' example, then back to the default answer
    Expect((move.GetAction = END_TURN) and (move.GetDirection = UNKNOWN_DIRECTION) and (move.GetX = -1)
            and (move.GetY = -1), 'a fresh TMove is not END_TURN, no direction, (-1, -1)');
    if me.GetActionPoints() >= game.GetStandingMoveCost() then
    begin
        move.SetAction(MOVE_ACTION);
        move.SetDirection(NORTH);
    end;
    move.SetX(1);
    move.SetY(2);
    Expect((move.GetX = 1) and (move.GetY = 2), 'TMove''s setters');
    move.SetAction(END_TURN);
    move.SetDirection(UNKNOWN_DIRECTION);
    move.SetX(-1);
    move.SetY(-1);
end;

end.
