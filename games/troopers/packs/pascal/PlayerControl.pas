unit PlayerControl;

{$mode delphi}

interface

type
    { A player of the game, crashed or not; the approximate position is -1 unless air reconnaissance gave it. }
    TPlayer = class
    private
        FId: Int64;
        FName: String;
        FScore: LongInt;
        FStrategyCrashed: Boolean;
        FApproximateX: LongInt;
        FApproximateY: LongInt;

    public
        constructor Create(id: Int64; name: String; score: LongInt; strategyCrashed: Boolean; approximateX: LongInt;
                approximateY: LongInt);

        function GetId: Int64;
        function GetName: String;
        function GetScore: LongInt;
        function IsStrategyCrashed: Boolean;
        function GetApproximateX: LongInt;
        function GetApproximateY: LongInt;

    end;

    TPlayerArray = array of TPlayer;

implementation

constructor TPlayer.Create(id: Int64; name: String; score: LongInt; strategyCrashed: Boolean; approximateX: LongInt;
        approximateY: LongInt);
begin
    FId := id;
    FName := name;
    FScore := score;
    FStrategyCrashed := strategyCrashed;
    FApproximateX := approximateX;
    FApproximateY := approximateY;
end;

function TPlayer.GetId: Int64;
begin
    result := FId;
end;

function TPlayer.GetName: String;
begin
    result := FName;
end;

function TPlayer.GetScore: LongInt;
begin
    result := FScore;
end;

function TPlayer.IsStrategyCrashed: Boolean;
begin
    result := FStrategyCrashed;
end;

function TPlayer.GetApproximateX: LongInt;
begin
    result := FApproximateX;
end;

function TPlayer.GetApproximateY: LongInt;
begin
    result := FApproximateY;
end;

end.
