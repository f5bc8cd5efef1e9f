{ Echo bot in the 2013 Pascal pack's layout (the program Runner, its units beside it and in folders): answers
  "ping N" with "pong N" over stdio, TCP (host port token) or HTTP (http port). }
program Runner;

uses
  SysUtils, Sockets, EchoProtocol, HttpRequest;

procedure Lines(var input, output: Text);
var
  line, reply: String;
begin
  while not Eof(input) do
  begin
    ReadLn(input, line);
    if Trim(line) = 'end' then
      Exit;
    reply := Answer(line);
    if reply <> '' then
    begin
      Write(output, reply + #10);
      Flush(output);
    end;
  end;
end;

procedure Tcp(host: String; port: Word; token: String);
var
  socket: LongInt;
  address: TInetSockAddr;
  input, output: Text;
begin
  socket := fpSocket(AF_INET, SOCK_STREAM, 0);
  address.sin_family := AF_INET;
  address.sin_port := htons(port);
  address.sin_addr := StrToNetAddr(host);
  if fpConnect(socket, @address, SizeOf(address)) <> 0 then
    Halt(2);
  Sock2Text(socket, input, output);
  Reset(input);
  Rewrite(output);
  Write(output, 'hello ' + token + #10);
  Flush(output);
  Lines(input, output);
end;

procedure Http(port: Word);
var
  server, client: LongInt;
  address: TInetSockAddr;
  yes: LongInt;
  reply, response: String;
begin
  server := fpSocket(AF_INET, SOCK_STREAM, 0);
  yes := 1;
  fpSetSockOpt(server, SOL_SOCKET, SO_REUSEADDR, @yes, SizeOf(yes));
  address.sin_family := AF_INET;
  address.sin_port := htons(port);
  address.sin_addr := StrToNetAddr('127.0.0.1');
  if (fpBind(server, @address, SizeOf(address)) <> 0) or (fpListen(server, 8) <> 0) then
    Halt(2);
  while true do
  begin
    client := fpAccept(server, nil, nil);
    if client < 0 then
      Continue;
    reply := Answer(RequestBody(client));
    if reply = '' then
      reply := '?';
    response := 'HTTP/1.1 200 OK'#13#10'Content-Type: text/plain'#13#10'Content-Length: ' + IntToStr(Length(reply))
      + #13#10'Connection: close'#13#10#13#10 + reply;
    fpSend(client, @response[1], Length(response), 0);
    CloseSocket(client);
  end;
end;

begin
  if ParamCount = 0 then
  begin
    WriteLn(StdErr, 'echo-pascal ready');
    Lines(Input, Output);
  end
  else if ParamStr(1) = 'http' then
    Http(StrToInt(ParamStr(2)))
  else
    Tcp(ParamStr(1), StrToInt(ParamStr(2)), ParamStr(3));
end.
