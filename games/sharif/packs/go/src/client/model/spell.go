package model

// Spell is a spell type. Type is "HP", "HASTE", "DUPLICATE" or "TELE"; Target is "SELF", "ALLIED" or
// "ENEMY"; Range is the radius of the square an area spell covers.
type Spell struct {
	Type       string `json:"type"`
	TypeId     int    `json:"typeId"`
	Duration   int    `json:"duration"`
	Priority   int    `json:"priority"`
	Range      int    `json:"range"`
	Power      int    `json:"power"`
	IsDamaging bool   `json:"isDamaging"`
	Target     string `json:"target"`
}

// IsAreaSpell: every spell but the teleport is cast on an area.
func (spell Spell) IsAreaSpell() bool {
	return !spell.IsUnitSpell()
}

// IsUnitSpell: the teleport is cast on one unit of yours.
func (spell Spell) IsUnitSpell() bool {
	return spell.Type == "TELE"
}
