unit PlayerContextControl;

{$mode delphi}

interface

uses
    TrooperControl, WorldControl;

type
    { One PLAYER_CONTEXT message: the trooper to act and the world its player sees. }
    TPlayerContext = class
    private
        FTrooper: TTrooper;
        FWorld: TWorld;

    public
        constructor Create(trooper: TTrooper; world: TWorld);

        function GetTrooper: TTrooper;
        function GetWorld: TWorld;

        { Frees the trooper, the world and the world's players, troopers and bonuses. }
        destructor Destroy; override;

    end;

implementation

uses
    BonusControl, PlayerControl;

constructor TPlayerContext.Create(trooper: TTrooper; world: TWorld);
begin
    FTrooper := trooper;
    FWorld := world;
end;

function TPlayerContext.GetTrooper: TTrooper;
begin
    result := FTrooper;
end;

function TPlayerContext.GetWorld: TWorld;
begin
    result := FWorld;
end;

destructor TPlayerContext.Destroy;
var
    i: LongInt;
    players: TPlayerArray;
    troopers: TTrooperArray;
    bonuses: TBonusArray;

begin
    FTrooper.Free;
    if FWorld <> nil then
    begin
        players := FWorld.GetPlayers;
        for i := 0 to High(players) do
        begin
            players[i].Free;
        end;
        troopers := FWorld.GetTroopers;
        for i := 0 to High(troopers) do
        begin
            troopers[i].Free;
        end;
        bonuses := FWorld.GetBonuses;
        for i := 0 to High(bonuses) do
        begin
            bonuses[i].Free;
        end;
        FWorld.Free;
    end;
    inherited;
end;

end.
