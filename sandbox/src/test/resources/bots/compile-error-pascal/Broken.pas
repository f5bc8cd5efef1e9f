unit Broken;

interface

function Answer: LongInt;

implementation

function Answer: LongInt;
begin
  Result := missingName;
end;

end.
