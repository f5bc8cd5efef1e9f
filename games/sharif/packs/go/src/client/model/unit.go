package model

// Unit is a unit on the map. Path is nil for the enemies' units (you don't know their paths). Target is
// the unit it shoots at, or TargetIfKing the king; TargetCell the cell it shoots at (nil if none).
type Unit struct {
	BaseUnit       *BaseUnit
	Cell           *Cell
	UnitId         int
	Hp             int
	Path           *Path
	Target         *Unit
	TargetCell     *Cell
	TargetIfKing   *King
	PlayerId       int
	DamageLevel    int
	RangeLevel     int
	Range          int
	Attack         int
	IsDuplicate    bool
	IsHasted       bool
	AffectedSpells []*CastSpell
}
