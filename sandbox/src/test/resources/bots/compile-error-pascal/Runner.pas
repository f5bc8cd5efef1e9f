{ Does not compile: Broken.pas uses an identifier that does not exist. }
program Runner;

uses
  Broken;

begin
  WriteLn(Answer);
end.
