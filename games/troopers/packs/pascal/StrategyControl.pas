unit StrategyControl;

{$mode delphi}

interface

uses
    GameControl, MoveControl, TrooperControl, WorldControl;

type
    { Called for the trooper whose turn it is, while it has action points; fill the move. }
    TStrategy = class
    public
        procedure Move(me: TTrooper; world: TWorld; game: TGame; var move: TMove); virtual; abstract;

    end;

implementation

end.
