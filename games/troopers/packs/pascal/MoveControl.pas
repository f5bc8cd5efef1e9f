unit MoveControl;

{$mode delphi}

interface

const
    UNKNOWN_ACTION            = -1;
    END_TURN                  = 0;
    { MOVE_ACTION, not MOVE: in a strategy's Move, move is the parameter. }
    MOVE_ACTION               = 1;
    SHOOT                     = 2;
    RAISE_STANCE              = 3;
    LOWER_STANCE              = 4;
    THROW_GRENADE             = 5;
    USE_MEDIKIT               = 6;
    EAT_FIELD_RATION          = 7;
    HEAL                      = 8;
    REQUEST_ENEMY_DISPOSITION = 9;

    UNKNOWN_DIRECTION = -1;
    CURRENT_POINT     = 0;
    NORTH             = 1;
    EAST              = 2;
    SOUTH             = 3;
    WEST              = 4;

type
    { The wire's ordinal: -1 for none. }
    TActionType = UNKNOWN_ACTION..REQUEST_ENEMY_DISPOSITION;
    { The wire's ordinal: -1 for none, a target given by x and y. }
    TDirection = UNKNOWN_DIRECTION..WEST;

    { Filled by the strategy: the action and its target (a direction, or x and y when there is no direction). }
    TMove = class
    private
        FAction: TActionType;
        FDirection: TDirection;
        FX: LongInt;
        FY: LongInt;

    public
        { END_TURN, no direction, x and y -1. }
        constructor Create;

        function GetAction: TActionType;
        procedure SetAction(action: TActionType);
        function GetDirection: TDirection;
        procedure SetDirection(direction: TDirection);
        function GetX: LongInt;
        procedure SetX(x: LongInt);
        function GetY: LongInt;
        procedure SetY(y: LongInt);

    end;

implementation

constructor TMove.Create;
begin
    FAction := END_TURN;
    FDirection := UNKNOWN_DIRECTION;
    FX := -1;
    FY := -1;
end;

function TMove.GetAction: TActionType;
begin
    result := FAction;
end;

procedure TMove.SetAction(action: TActionType);
begin
    FAction := action;
end;

function TMove.GetDirection: TDirection;
begin
    result := FDirection;
end;

procedure TMove.SetDirection(direction: TDirection);
begin
    FDirection := direction;
end;

function TMove.GetX: LongInt;
begin
    result := FX;
end;

procedure TMove.SetX(x: LongInt);
begin
    FX := x;
end;

function TMove.GetY: LongInt;
begin
    result := FY;
end;

procedure TMove.SetY(y: LongInt);
begin
    FY := y;
end;

end.
