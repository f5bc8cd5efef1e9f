unit EchoProtocol;

interface

{ 'pong N' for 'ping N', else an empty string. }
function Answer(text: String): String;

implementation

uses
  SysUtils;

function Answer(text: String): String;
begin
  text := Trim(text);
  if Copy(text, 1, 5) = 'ping ' then
    Result := 'pong ' + Copy(text, 6, Length(text))
  else
    Result := '';
end;

end.
