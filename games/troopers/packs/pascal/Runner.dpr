program Runner;

{ Entry point: ./MyStrategy <host> <port> <token>; without exactly three arguments it connects to 127.0.0.1:31001
  with the token of sixteen zeros, as the local runner expects. One TMyStrategy per teammate index. }

{$mode delphi}

uses
    SysUtils, GameControl, MoveControl, MyStrategy, PlayerContextControl, RemoteProcessClient, StrategyControl,
    TrooperControl;

procedure Run(host: String; port: LongInt; token: String);
var
    client: TRemoteProcessClient;
    game: TGame;
    strategies: array of TStrategy;
    playerContext: TPlayerContext;
    trooper: TTrooper;
    move: TMove;
    teamSize, index: LongInt;

begin
    client := TRemoteProcessClient.Create(host, port);
    try
        client.WriteTokenMessage(token);
        teamSize := client.ReadTeamSizeMessage;
        client.WriteProtocolVersionMessage;
        game := client.ReadGameContextMessage;

        SetLength(strategies, teamSize);
        for index := 0 to teamSize - 1 do
        begin
            strategies[index] := TMyStrategy.Create;
        end;

        playerContext := client.ReadPlayerContextMessage;
        while playerContext <> nil do
        begin
            trooper := playerContext.GetTrooper;
            move := TMove.Create;
            strategies[trooper.GetTeammateIndex].Move(trooper, playerContext.GetWorld, game, move);
            client.WriteMoveMessage(move);
            move.Free;
            playerContext.Free;
            playerContext := client.ReadPlayerContextMessage;
        end;
    finally
        client.Free;
    end;
end;

begin
    try
        if ParamCount = 3 then
        begin
            Run(ParamStr(1), StrToInt(ParamStr(2)), ParamStr(3));
        end
        else
        begin
            Run('127.0.0.1', 31001, '0000000000000000');
        end;
    except
        on e: Exception do
        begin
            WriteLn(ErrOutput, e.ClassName, ': ', e.Message);
            Halt(1);
        end;
    end;
end.
