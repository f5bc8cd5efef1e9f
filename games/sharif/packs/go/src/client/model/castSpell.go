package model

// CastSpell is a spell someone cast: a *CastAreaSpell or a *CastUnitSpell (the teleport).
type CastSpell interface {
	GetId() int
	GetSpell() *Spell
	GetCasterId() int
	GetCell() *Cell
	GetAffectedUnits() []*Unit
}
