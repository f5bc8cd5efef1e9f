unit BonusControl;

{$mode delphi}

interface

uses
    UnitControl;

const
    UNKNOWN_BONUS = -1;
    GRENADE       = 0;
    MEDIKIT       = 1;
    FIELD_RATION  = 2;

type
    { The wire's ordinal: -1 for none. }
    TBonusType = UNKNOWN_BONUS..FIELD_RATION;

    { An item lying on a cell, picked up by the trooper that steps on it. }
    TBonus = class (TUnit)
    private
        FType: TBonusType;

    public
        constructor Create(id: Int64; x: LongInt; y: LongInt; bonusType: TBonusType);

        function GetType: TBonusType;

    end;

    TBonusArray = array of TBonus;

implementation

constructor TBonus.Create(id: Int64; x: LongInt; y: LongInt; bonusType: TBonusType);
begin
    inherited Create(id, x, y);
    FType := bonusType;
end;

function TBonus.GetType: TBonusType;
begin
    result := FType;
end;

end.
