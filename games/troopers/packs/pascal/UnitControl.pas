unit UnitControl;

{$mode delphi}

interface

type
    { What troopers and bonuses share: an id and a cell. }
    TUnit = class
    private
        FId: Int64;
        FX: LongInt;
        FY: LongInt;

    public
        constructor Create(id: Int64; x: LongInt; y: LongInt);

        function GetId: Int64;
        function GetX: LongInt;
        function GetY: LongInt;

        { Euclidean distance between the centres of this unit's cell and cell (x, y). }
        function GetDistanceTo(x: LongInt; y: LongInt): Double; overload;
        function GetDistanceTo(anotherUnit: TUnit): Double; overload;

    end;

implementation

constructor TUnit.Create(id: Int64; x: LongInt; y: LongInt);
begin
    FId := id;
    FX := x;
    FY := y;
end;

function TUnit.GetId: Int64;
begin
    result := FId;
end;

function TUnit.GetX: LongInt;
begin
    result := FX;
end;

function TUnit.GetY: LongInt;
begin
    result := FY;
end;

function TUnit.GetDistanceTo(x: LongInt; y: LongInt): Double;
var
    dx, dy: Double;

begin
    dx := x - FX;
    dy := y - FY;
    result := Sqrt(dx * dx + dy * dy);
end;

function TUnit.GetDistanceTo(anotherUnit: TUnit): Double;
begin
    result := GetDistanceTo(anotherUnit.FX, anotherUnit.FY);
end;

end.
