package model

// The shapes of the game's messages (protocol of the Sharif AI Challenge 2020), as received.

type initInfo struct {
	GameConstants GameConstants
	Map           struct {
		Rows  int
		Cols  int
		Paths []struct {
			Id    int
			Cells []Cell
		}
		Kings []struct {
			PlayerId int
			Center   Cell
			Hp       int
			Attack   int
			Range    int
		}
	}
	BaseUnits []BaseUnit
	Spells    []Spell
}

type turnInfo struct {
	CurrTurn int
	Deck     []int
	Hand     []int
	Kings    []struct {
		PlayerId int
		IsAlive  bool
		Hp       int
		Target   int
	}
	Units                   []turnUnit
	DiedUnits               []turnUnit
	CastSpells              []turnCastSpell
	ReceivedSpell           int
	FriendReceivedSpell     int
	MySpells                []int
	FriendSpells            []int
	AvailableRangeUpgrades  int
	AvailableDamageUpgrades int
	RemainingAP             int
}

type turnUnit struct {
	UnitId            int
	PlayerId          int
	TypeId            int
	PathId            int
	Cell              Cell
	Hp                int
	DamageLevel       int
	RangeLevel        int
	IsDuplicate       bool
	IsHasted          bool
	AffectedSpells    []int
	Range             int
	Attack            int
	WasPlayedThisTurn bool
	WasRangeUpgraded  bool
	WasDamageUpgraded bool
	Target            int
	TargetCell        *Cell
}

type turnCastSpell struct {
	TypeId          int
	Id              int
	CasterId        int
	Cell            Cell
	UnitId          int
	PathId          int
	RemainingTurns  int
	WasCastThisTurn bool
	AffectedUnits   []int
}
