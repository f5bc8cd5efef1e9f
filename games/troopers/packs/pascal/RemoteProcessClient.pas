unit RemoteProcessClient;

{$mode delphi}

interface

uses
    Sockets, SysUtils, BonusControl, GameControl, MoveControl, PlayerContextControl, PlayerControl, TrooperControl,
    WorldControl;

type
    { The 2013 binary protocol, version 2: every value little-endian, enums as one signed byte (-1 for none),
      strings as an int length and UTF-8 bytes, arrays as an int count and a presence flag per element. The map
      and the reachability matrix come only with the first PLAYER_CONTEXT and are kept for the later ones. }
    TRemoteProcessClient = class
    private
        FSocket: LongInt;
        FInput: array of Byte;
        FInputStart: LongInt;
        FInputEnd: LongInt;
        FOutput: array of Byte;
        FOutputLength: LongInt;
        FCells: TCellTypeArray2D;
        FCellVisibilities: TBooleanArray;

        procedure Fill;
        function ReadByte: ShortInt;
        function ReadBoolean: Boolean;
        function ReadInt: LongInt;
        function ReadLong: Int64;
        function ReadDouble: Double;
        function ReadString: String;
        procedure Expect(messageType: ShortInt);
        function ReadTrooper: TTrooper;
        function ReadWorld: TWorld;
        procedure ReadCellsAndVisibilities;

        procedure WriteByte(value: ShortInt);
        procedure WriteInt(value: LongInt);
        procedure Flush;

    public
        constructor Create(host: String; port: LongInt);

        procedure WriteTokenMessage(token: String);
        function ReadTeamSizeMessage: LongInt;
        procedure WriteProtocolVersionMessage;
        function ReadGameContextMessage: TGame;
        { The next trooper to move and its world, or nil when the game is over. }
        function ReadPlayerContextMessage: TPlayerContext;
        procedure WriteMoveMessage(move: TMove);

        destructor Destroy; override;

    end;

implementation

const
    PROTOCOL_VERSION = 2;
    BUFFER_SIZE = 1 shl 16;

    GAME_OVER = 1;
    AUTHENTICATION_TOKEN = 2;
    TEAM_SIZE = 3;
    PROTOCOL_VERSION_MESSAGE = 4;
    GAME_CONTEXT = 5;
    PLAYER_CONTEXT = 6;
    MOVE_MESSAGE = 7;

constructor TRemoteProcessClient.Create(host: String; port: LongInt);
var
    address: TInetSockAddr;
    noDelay: LongInt;

begin
    if host = 'localhost' then
    begin
        host := '127.0.0.1';
    end;
    FSocket := fpSocket(AF_INET, SOCK_STREAM, 0);
    if FSocket < 0 then
    begin
        raise EInOutError.Create('no socket: error ' + IntToStr(SocketError));
    end;
    noDelay := 1;
    fpSetSockOpt(FSocket, IPPROTO_TCP, TCP_NODELAY, @noDelay, SizeOf(noDelay));
    FillChar(address, SizeOf(address), 0);
    address.sin_family := AF_INET;
    address.sin_port := htons(port);
    address.sin_addr := StrToNetAddr(host);
    if fpConnect(FSocket, @address, SizeOf(address)) <> 0 then
    begin
        raise EInOutError.Create('cannot connect to ' + host + ':' + IntToStr(port) + ': error '
                + IntToStr(SocketError));
    end;
    SetLength(FInput, BUFFER_SIZE);
    SetLength(FOutput, 64);
end;

procedure TRemoteProcessClient.WriteTokenMessage(token: String);
var
    i: LongInt;

begin
    WriteByte(AUTHENTICATION_TOKEN);
    WriteInt(Length(token));
    for i := 1 to Length(token) do
    begin
        WriteByte(ShortInt(Ord(token[i])));
    end;
    Flush;
end;

function TRemoteProcessClient.ReadTeamSizeMessage: LongInt;
begin
    Expect(TEAM_SIZE);
    result := ReadInt;
end;

procedure TRemoteProcessClient.WriteProtocolVersionMessage;
begin
    WriteByte(PROTOCOL_VERSION_MESSAGE);
    WriteInt(PROTOCOL_VERSION);
    Flush;
end;

function TRemoteProcessClient.ReadGameContextMessage: TGame;
var
    ints: array[0..21] of LongInt;
    doubles: array[0..9] of Double;

begin
    Expect(GAME_CONTEXT);
    if not ReadBoolean then
    begin
        result := nil;
        Exit;
    end;
    // the 32 constants in wire order: 22 ints and 10 doubles, read one by one (argument order is not evaluation order)
    ints[0] := ReadInt; ints[1] := ReadInt; ints[2] := ReadInt; ints[3] := ReadInt; doubles[0] := ReadDouble;
    ints[4] := ReadInt; ints[5] := ReadInt; ints[6] := ReadInt; ints[7] := ReadInt; ints[8] := ReadInt;
    doubles[1] := ReadDouble; ints[9] := ReadInt; ints[10] := ReadInt; ints[11] := ReadInt; ints[12] := ReadInt;
    ints[13] := ReadInt; doubles[2] := ReadDouble; doubles[3] := ReadDouble; doubles[4] := ReadDouble;
    doubles[5] := ReadDouble; doubles[6] := ReadDouble; doubles[7] := ReadDouble; doubles[8] := ReadDouble;
    ints[14] := ReadInt; doubles[9] := ReadDouble; ints[15] := ReadInt; ints[16] := ReadInt; ints[17] := ReadInt;
    ints[18] := ReadInt; ints[19] := ReadInt; ints[20] := ReadInt; ints[21] := ReadInt;
    result := TGame.Create(ints[0], ints[1], ints[2], ints[3], doubles[0], ints[4], ints[5], ints[6], ints[7], ints[8],
            doubles[1], ints[9], ints[10], ints[11], ints[12], ints[13], doubles[2], doubles[3], doubles[4],
            doubles[5], doubles[6], doubles[7], doubles[8], ints[14], doubles[9], ints[15], ints[16], ints[17],
            ints[18], ints[19], ints[20], ints[21]);
end;

function TRemoteProcessClient.ReadPlayerContextMessage: TPlayerContext;
var
    messageType: ShortInt;
    trooper: TTrooper;

begin
    result := nil;
    messageType := ReadByte;
    if messageType = GAME_OVER then
    begin
        Exit;
    end;
    if messageType <> PLAYER_CONTEXT then
    begin
        raise EInOutError.Create('unexpected message ' + IntToStr(messageType) + ' instead of PLAYER_CONTEXT');
    end;
    if ReadBoolean then
    begin
        trooper := ReadTrooper;
        result := TPlayerContext.Create(trooper, ReadWorld);
    end;
end;

procedure TRemoteProcessClient.WriteMoveMessage(move: TMove);
begin
    WriteByte(MOVE_MESSAGE);
    if move = nil then
    begin
        WriteByte(0);
    end
    else
    begin
        WriteByte(1);
        WriteByte(move.GetAction);
        WriteByte(move.GetDirection);
        WriteInt(move.GetX);
        WriteInt(move.GetY);
    end;
    Flush;
end;

function TRemoteProcessClient.ReadTrooper: TTrooper;
var
    id, playerId: Int64;
    x, y, teammateIndex, hitpoints, maximalHitpoints, actionPoints, initialActionPoints: LongInt;
    shootCost, standingDamage, kneelingDamage, proneDamage, damage: LongInt;
    teammate, holdingGrenade, holdingMedikit: Boolean;
    trooperType: TTrooperType;
    stance: TTrooperStance;
    visionRange, shootingRange: Double;

begin
    result := nil;
    if not ReadBoolean then
    begin
        Exit;
    end;
    id := ReadLong;
    x := ReadInt;
    y := ReadInt;
    playerId := ReadLong;
    teammateIndex := ReadInt;
    teammate := ReadBoolean;
    trooperType := ReadByte;
    stance := ReadByte;
    hitpoints := ReadInt;
    maximalHitpoints := ReadInt;
    actionPoints := ReadInt;
    initialActionPoints := ReadInt;
    visionRange := ReadDouble;
    shootingRange := ReadDouble;
    shootCost := ReadInt;
    standingDamage := ReadInt;
    kneelingDamage := ReadInt;
    proneDamage := ReadInt;
    damage := ReadInt;
    holdingGrenade := ReadBoolean;
    holdingMedikit := ReadBoolean;
    result := TTrooper.Create(id, x, y, playerId, teammateIndex, teammate, trooperType, stance, hitpoints,
            maximalHitpoints, actionPoints, initialActionPoints, visionRange, shootingRange, shootCost, standingDamage,
            kneelingDamage, proneDamage, damage, holdingGrenade, holdingMedikit, ReadBoolean);
end;

function TRemoteProcessClient.ReadWorld: TWorld;
var
    moveIndex, width, height, i: LongInt;
    players: TPlayerArray;
    troopers: TTrooperArray;
    bonuses: TBonusArray;
    id: Int64;
    name: String;
    score, x, y: LongInt;
    crashed: Boolean;

begin
    result := nil;
    if not ReadBoolean then
    begin
        Exit;
    end;
    moveIndex := ReadInt;
    width := ReadInt;
    height := ReadInt;
    SetLength(players, ReadInt);
    for i := 0 to High(players) do
    begin
        players[i] := nil;
        if ReadBoolean then
        begin
            id := ReadLong;
            name := ReadString;
            score := ReadInt;
            crashed := ReadBoolean;
            x := ReadInt;
            players[i] := TPlayer.Create(id, name, score, crashed, x, ReadInt);
        end;
    end;
    SetLength(troopers, ReadInt);
    for i := 0 to High(troopers) do
    begin
        troopers[i] := ReadTrooper;
    end;
    SetLength(bonuses, ReadInt);
    for i := 0 to High(bonuses) do
    begin
        bonuses[i] := nil;
        if ReadBoolean then
        begin
            id := ReadLong;
            x := ReadInt;
            y := ReadInt;
            bonuses[i] := TBonus.Create(id, x, y, ReadByte);
        end;
    end;
    if FCells = nil then
    begin
        ReadCellsAndVisibilities;
    end;
    result := TWorld.Create(moveIndex, width, height, players, troopers, bonuses, FCells, FCellVisibilities);
end;

procedure TRemoteProcessClient.ReadCellsAndVisibilities;
var
    x, y, width, height, stances, count, i: LongInt;

begin
    SetLength(FCells, ReadInt);
    for x := 0 to High(FCells) do
    begin
        SetLength(FCells[x], ReadInt);
        for y := 0 to High(FCells[x]) do
        begin
            FCells[x][y] := ReadByte;
        end;
    end;
    width := ReadInt;
    height := ReadInt;
    stances := ReadInt;
    count := width * height * width * height * stances;
    SetLength(FCellVisibilities, count);
    for i := 0 to count - 1 do
    begin
        FCellVisibilities[i] := ReadByte <> 0;
    end;
end;

procedure TRemoteProcessClient.Fill;
var
    received: LongInt;

begin
    received := fpRecv(FSocket, @FInput[0], Length(FInput), 0);
    if received <= 0 then
    begin
        raise EInOutError.Create('the server closed the connection');
    end;
    FInputStart := 0;
    FInputEnd := received;
end;

function TRemoteProcessClient.ReadByte: ShortInt;
begin
    if FInputStart = FInputEnd then
    begin
        Fill;
    end;
    result := ShortInt(FInput[FInputStart]);
    Inc(FInputStart);
end;

function TRemoteProcessClient.ReadBoolean: Boolean;
begin
    result := ReadByte <> 0;
end;

function TRemoteProcessClient.ReadInt: LongInt;
var
    i: LongInt;
    value: LongWord;

begin
    value := 0;
    for i := 0 to 3 do
    begin
        value := value or (LongWord(Byte(ReadByte)) shl (8 * i));
    end;
    result := LongInt(value);
end;

function TRemoteProcessClient.ReadLong: Int64;
var
    i: LongInt;
    value: QWord;

begin
    value := 0;
    for i := 0 to 7 do
    begin
        value := value or (QWord(Byte(ReadByte)) shl (8 * i));
    end;
    result := Int64(value);
end;

function TRemoteProcessClient.ReadDouble: Double;
var
    bits: Int64;

begin
    bits := ReadLong;
    result := PDouble(@bits)^;
end;

function TRemoteProcessClient.ReadString: String;
var
    count, i: LongInt;

begin
    // the name's UTF-8 bytes as they came
    count := ReadInt;
    result := '';
    if count > 0 then
    begin
        SetLength(result, count);
        for i := 1 to count do
        begin
            result[i] := AnsiChar(Byte(ReadByte));
        end;
    end;
end;

procedure TRemoteProcessClient.Expect(messageType: ShortInt);
var
    actual: ShortInt;

begin
    actual := ReadByte;
    if actual <> messageType then
    begin
        raise EInOutError.Create('unexpected message ' + IntToStr(actual) + ' instead of ' + IntToStr(messageType));
    end;
end;

procedure TRemoteProcessClient.WriteByte(value: ShortInt);
begin
    if FOutputLength = Length(FOutput) then
    begin
        SetLength(FOutput, 2 * Length(FOutput));
    end;
    FOutput[FOutputLength] := Byte(value);
    Inc(FOutputLength);
end;

procedure TRemoteProcessClient.WriteInt(value: LongInt);
var
    i: LongInt;

begin
    for i := 0 to 3 do
    begin
        WriteByte(ShortInt((LongWord(value) shr (8 * i)) and $FF));
    end;
end;

procedure TRemoteProcessClient.Flush;
var
    sent, offset: LongInt;

begin
    offset := 0;
    while offset < FOutputLength do
    begin
        sent := fpSend(FSocket, @FOutput[offset], FOutputLength - offset, 0);
        if sent <= 0 then
        begin
            raise EInOutError.Create('the server closed the connection');
        end;
        Inc(offset, sent);
    end;
    FOutputLength := 0;
end;

destructor TRemoteProcessClient.Destroy;
begin
    CloseSocket(FSocket);
    inherited;
end;

end.
