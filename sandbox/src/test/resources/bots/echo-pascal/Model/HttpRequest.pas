unit HttpRequest;

interface

{ Reads one request from the socket and returns its body (Content-Length bytes after the head). }
function RequestBody(socket: LongInt): String;

implementation

uses
  SysUtils, Sockets;

function RequestBody(socket: LongInt): String;
var
  request, head, line: String;
  buffer: array[0..4095] of Char;
  n, headEnd, length, at: LongInt;
begin
  request := '';
  headEnd := 0;
  length := 0;
  repeat
    n := fpRecv(socket, @buffer[0], SizeOf(buffer), 0);
    if n <= 0 then
      Break;
    SetString(line, PChar(@buffer[0]), n);
    request := request + line;
    if headEnd = 0 then
    begin
      headEnd := Pos(#13#10#13#10, request);
      if headEnd > 0 then
      begin
        head := LowerCase(Copy(request, 1, headEnd));
        at := Pos('content-length:', head);
        if at > 0 then
        begin
          line := Copy(head, at + 15, MaxInt);
          length := StrToIntDef(Trim(Copy(line, 1, Pos(#13, line) - 1)), 0);
        end;
      end;
    end;
  until (headEnd > 0) and (System.Length(request) >= headEnd + 3 + length);
  if headEnd = 0 then
    Result := ''
  else
    Result := Copy(request, headEnd + 4, length);
end;

end.
