unit WorldControl;

{$mode delphi}

interface

uses
    BonusControl, PlayerControl, TrooperControl;

const
    UNKNOWN_CELL = -1;
    { In a method of a class, FREE is the object's Free: write WorldControl.FREE there. }
    FREE         = 0;
    LOW_COVER    = 1;
    MEDIUM_COVER = 2;
    HIGH_COVER   = 3;

type
    { The wire's ordinal, the cover's height: -1 for none. }
    TCellType = UNKNOWN_CELL..HIGH_COVER;
    TCellTypeArray = array of TCellType;
    TCellTypeArray2D = array of TCellTypeArray;
    TBooleanArray = array of Boolean;

    { What one player sees at one moment: the move, the players, the visible troopers and bonuses, the map. }
    TWorld = class
    private
        FMoveIndex: LongInt;
        FWidth: LongInt;
        FHeight: LongInt;
        FPlayers: TPlayerArray;
        FTroopers: TTrooperArray;
        FBonuses: TBonusArray;
        FCells: TCellTypeArray2D;
        FCellVisibilities: TBooleanArray;

    public
        { Keeps copies of the arrays it is given, the reachability matrix excepted. The players, troopers and
          bonuses stay their maker's: the world a strategy is given is freed with them after its move. }
        constructor Create(moveIndex: LongInt; width: LongInt; height: LongInt; players: TPlayerArray;
                troopers: TTrooperArray; bonuses: TBonusArray; cells: TCellTypeArray2D;
                cellVisibilities: TBooleanArray);

        function GetMoveIndex: LongInt;
        function GetWidth: LongInt;
        function GetHeight: LongInt;
        { Every player of the game, crashed ones included: a copy of the array. }
        function GetPlayers: TPlayerArray;
        { The troopers the player sees, the acting one included: a copy of the array. }
        function GetTroopers: TTrooperArray;
        { The bonuses the player sees: a copy of the array. }
        function GetBonuses: TBonusArray;
        { The whole map, first index x, second y: a copy, each column copied, yours to change. }
        function GetCells: TCellTypeArray2D;
        { The reachability of every cell from every cell for every stance, flattened as
          viewerX * H * W * H * 3 + viewerY * W * H * 3 + objectX * H * 3 + objectY * 3 + stance: a copy. }
        function GetCellVisibilities: TBooleanArray;

        { Whether an object at (objectX, objectY) in objectStance is within maxRange of a viewer at
          (viewerX, viewerY) in viewerStance and reachable for the lower of the two stances. For sight pass the
          vision range, for fire the shooting range; for a bonus pass PRONE. }
        function IsVisible(maxRange: Double; viewerX: LongInt; viewerY: LongInt; viewerStance: TTrooperStance;
                objectX: LongInt; objectY: LongInt; objectStance: TTrooperStance): Boolean;

    end;

implementation

function CopyCells(cells: TCellTypeArray2D): TCellTypeArray2D;
var
    x: LongInt;

begin
    result := nil;
    SetLength(result, Length(cells));
    for x := 0 to High(cells) do
    begin
        result[x] := Copy(cells[x]);
    end;
end;

constructor TWorld.Create(moveIndex: LongInt; width: LongInt; height: LongInt; players: TPlayerArray;
        troopers: TTrooperArray; bonuses: TBonusArray; cells: TCellTypeArray2D; cellVisibilities: TBooleanArray);
begin
    FMoveIndex := moveIndex;
    FWidth := width;
    FHeight := height;
    FPlayers := Copy(players);
    FTroopers := Copy(troopers);
    FBonuses := Copy(bonuses);
    FCells := CopyCells(cells);
    FCellVisibilities := cellVisibilities;
end;

function TWorld.GetMoveIndex: LongInt;
begin
    result := FMoveIndex;
end;

function TWorld.GetWidth: LongInt;
begin
    result := FWidth;
end;

function TWorld.GetHeight: LongInt;
begin
    result := FHeight;
end;

function TWorld.GetPlayers: TPlayerArray;
begin
    result := Copy(FPlayers);
end;

function TWorld.GetTroopers: TTrooperArray;
begin
    result := Copy(FTroopers);
end;

function TWorld.GetBonuses: TBonusArray;
begin
    result := Copy(FBonuses);
end;

function TWorld.GetCells: TCellTypeArray2D;
begin
    result := CopyCells(FCells);
end;

function TWorld.GetCellVisibilities: TBooleanArray;
begin
    result := Copy(FCellVisibilities);
end;

function TWorld.IsVisible(maxRange: Double; viewerX: LongInt; viewerY: LongInt; viewerStance: TTrooperStance;
        objectX: LongInt; objectY: LongInt; objectStance: TTrooperStance): Boolean;
var
    dx, dy, stance: LongInt;

begin
    dx := objectX - viewerX;
    dy := objectY - viewerY;
    if dx * dx + dy * dy > maxRange * maxRange then
    begin
        result := false;
        Exit;
    end;
    stance := objectStance;
    if viewerStance < stance then
    begin
        stance := viewerStance;
    end;
    result := FCellVisibilities[viewerX * FHeight * FWidth * FHeight * _TROOPER_STANCE_COUNT_
            + viewerY * FWidth * FHeight * _TROOPER_STANCE_COUNT_ + objectX * FHeight * _TROOPER_STANCE_COUNT_
            + objectY * _TROOPER_STANCE_COUNT_ + stance];
end;

end.
