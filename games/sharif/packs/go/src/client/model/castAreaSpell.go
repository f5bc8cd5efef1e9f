package model

// CastAreaSpell is an area spell cast at Cell; it acts for RemainingTurns more turns.
type CastAreaSpell struct {
	Spell          *Spell
	Id             int
	CasterId       int
	Cell           *Cell
	AffectedUnits  []*Unit
	RemainingTurns int
}

func (c CastAreaSpell) GetId() int                { return c.Id }
func (c CastAreaSpell) GetSpell() *Spell          { return c.Spell }
func (c CastAreaSpell) GetCasterId() int          { return c.CasterId }
func (c CastAreaSpell) GetCell() *Cell            { return c.Cell }
func (c CastAreaSpell) GetAffectedUnits() []*Unit { return c.AffectedUnits }
