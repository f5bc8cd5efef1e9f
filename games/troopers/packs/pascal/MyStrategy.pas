unit MyStrategy;

{ Your strategy (one object per trooper of your squad). This example shoots the weakest enemy it can hit;
  otherwise it walks, around cover, toward the nearest enemy in sight or else toward where enemy squads start (the
  map is symmetric, so they start at the mirror images of this trooper's own start). An action the rules forbid
  (too few action points, a target out of range) crashes the strategy, so every action is checked first. }

{$mode delphi}

interface

uses
    StrategyControl, TrooperControl, WorldControl, MoveControl, GameControl;

type
    TMyStrategy = class (TStrategy)
    private
        FStarted: Boolean;
        FSuspectX: array[0..2] of LongInt;
        FSuspectY: array[0..2] of LongInt;
        FSuspectLeft: array[0..2] of Boolean;

    public
        procedure Move(me: TTrooper; world: TWorld; game: TGame; var move: TMove); override;

    end;

implementation

function MoveCost(stance: TTrooperStance; game: TGame): LongInt;
begin
    case stance of
        PRONE: result := game.GetProneMoveCost;
        KNEELING: result := game.GetKneelingMoveCost;
    else
        result := game.GetStandingMoveCost;
    end;
end;

function OffsetX(direction: TDirection): LongInt;
begin
    case direction of
        EAST: result := 1;
        WEST: result := -1;
    else
        result := 0;
    end;
end;

function OffsetY(direction: TDirection): LongInt;
begin
    case direction of
        SOUTH: result := 1;
        NORTH: result := -1;
    else
        result := 0;
    end;
end;

{ The first step of a shortest walk to (goalX, goalY) over free cells no trooper stands on. A plain function, not a
  method: in a method FREE would be the object's Free. }
function StepToward(me: TTrooper; world: TWorld; goalX: LongInt; goalY: LongInt; out step: TDirection): Boolean;
var
    cells: TCellTypeArray2D;
    troopers: TTrooperArray;
    occupied: array of array of Boolean;
    distance: array of array of LongInt;
    queue: array of LongInt;
    head, tail, i, x, y, cellX, cellY, best: LongInt;
    direction: TDirection;

begin
    cells := world.GetCells;
    troopers := world.GetTroopers;
    SetLength(occupied, world.GetWidth, world.GetHeight);
    SetLength(distance, world.GetWidth, world.GetHeight);
    for x := 0 to world.GetWidth - 1 do
    begin
        for y := 0 to world.GetHeight - 1 do
        begin
            distance[x][y] := -1;
        end;
    end;
    for i := 0 to High(troopers) do
    begin
        occupied[troopers[i].GetX][troopers[i].GetY] := true;
    end;

    // distances to the goal, found from the goal outward; the goal itself may hold the enemy walked to
    SetLength(queue, world.GetWidth * world.GetHeight);
    head := 0;
    tail := 1;
    queue[0] := goalX * world.GetHeight + goalY;
    distance[goalX][goalY] := 0;
    while head < tail do
    begin
        cellX := queue[head] div world.GetHeight;
        cellY := queue[head] mod world.GetHeight;
        Inc(head);
        for direction := NORTH to WEST do
        begin
            x := cellX + OffsetX(direction);
            y := cellY + OffsetY(direction);
            if (x >= 0) and (y >= 0) and (x < world.GetWidth) and (y < world.GetHeight) and (cells[x][y] = FREE)
                    and (not occupied[x][y] or ((x = me.GetX) and (y = me.GetY))) and (distance[x][y] < 0) then
            begin
                distance[x][y] := distance[cellX][cellY] + 1;
                queue[tail] := x * world.GetHeight + y;
                Inc(tail);
            end;
        end;
    end;

    result := false;
    best := distance[me.GetX][me.GetY];
    for direction := NORTH to WEST do
    begin
        x := me.GetX + OffsetX(direction);
        y := me.GetY + OffsetY(direction);
        if (x >= 0) and (y >= 0) and (x < world.GetWidth) and (y < world.GetHeight) and not occupied[x][y]
                and (distance[x][y] >= 0) and (distance[x][y] < best) then
        begin
            step := direction;
            best := distance[x][y];
            result := true;
        end;
    end;
end;

procedure TMyStrategy.Move(me: TTrooper; world: TWorld; game: TGame; var move: TMove);
var
    troopers: TTrooperArray;
    target, nearest: TTrooper;
    i, goalX, goalY: LongInt;
    found: Boolean;
    step: TDirection;

begin
    if not FStarted then
    begin
        FStarted := true;
        FSuspectX[0] := world.GetWidth - 1 - me.GetX;
        FSuspectY[0] := me.GetY;
        FSuspectX[1] := me.GetX;
        FSuspectY[1] := world.GetHeight - 1 - me.GetY;
        FSuspectX[2] := world.GetWidth - 1 - me.GetX;
        FSuspectY[2] := world.GetHeight - 1 - me.GetY;
        for i := 0 to 2 do
        begin
            FSuspectLeft[i] := true;
        end;
    end;
    for i := 0 to 2 do
    begin
        if me.GetDistanceTo(FSuspectX[i], FSuspectY[i]) <= 3 then
        begin
            FSuspectLeft[i] := false;
        end;
    end;

    target := nil;
    nearest := nil;
    troopers := world.GetTroopers;
    for i := 0 to High(troopers) do
    begin
        if troopers[i].IsTeammate then
        begin
            Continue;
        end;
        if (nearest = nil) or (me.GetDistanceTo(troopers[i]) < me.GetDistanceTo(nearest)) then
        begin
            nearest := troopers[i];
        end;
        if world.IsVisible(me.GetShootingRange, me.GetX, me.GetY, me.GetStance, troopers[i].GetX, troopers[i].GetY,
                troopers[i].GetStance) and ((target = nil) or (troopers[i].GetHitpoints < target.GetHitpoints)) then
        begin
            target := troopers[i];
        end;
    end;
    if target <> nil then
    begin
        if me.GetActionPoints >= me.GetShootCost then
        begin
            move.SetAction(SHOOT);
            move.SetX(target.GetX);
            move.SetY(target.GetY);
        end;
        Exit; // END_TURN, the default action, when the points left do not pay for a shot
    end;
    if me.GetActionPoints < MoveCost(me.GetStance, game) then
    begin
        Exit;
    end;

    // the nearest enemy in sight, else the nearest start of a squad not yet visited, else the middle
    goalX := world.GetWidth div 2;
    goalY := world.GetHeight div 2;
    found := false;
    if nearest <> nil then
    begin
        goalX := nearest.GetX;
        goalY := nearest.GetY;
        found := true;
    end;
    for i := 0 to 2 do
    begin
        if FSuspectLeft[i] and (nearest = nil) and (not found
                or (me.GetDistanceTo(FSuspectX[i], FSuspectY[i]) < me.GetDistanceTo(goalX, goalY))) then
        begin
            goalX := FSuspectX[i];
            goalY := FSuspectY[i];
            found := true;
        end;
    end;
    if StepToward(me, world, goalX, goalY, step) then
    begin
        move.SetAction(MOVE_ACTION);
        move.SetDirection(step);
    end;
end;

end.
