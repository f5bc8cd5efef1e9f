package model

// Player is one of the four players. Deck, Hand and Ap are known for you only; Spells for you and your
// friend. Units include duplicates; DiedUnits are the ones that died in the last turn.
type Player struct {
	PlayerId           int
	Deck               []*BaseUnit
	Hand               []*BaseUnit
	Ap                 int
	King               *King
	PathsFromPlayer    []*Path
	PathToFriend       *Path
	Units              []*Unit
	CastAreaSpell      *CastAreaSpell
	CastUnitSpell      *CastUnitSpell
	DuplicateUnits     []*Unit
	HastedUnits        []*Unit
	PlayedUnits        []*Unit
	DiedUnits          []*Unit
	RangeUpgradedUnit  *Unit
	DamageUpgradedUnit *Unit
	UpgradeTokens      int
	Spells             []*Spell
}

// IsAlive says whether the player's king is alive.
func (player Player) IsAlive() bool {
	return player.King.IsAlive
}

// GetHp is the HP of the player's king.
func (player Player) GetHp() int {
	return player.King.Hp
}

// GetPlayerPosition is the center of the player's king.
func (player Player) GetPlayerPosition() *Cell {
	return player.King.Center
}

// GetSpellCount is how many spells of that type the player holds.
func (player Player) GetSpellCount(spellId int) int {
	count := 0
	for _, spell := range player.Spells {
		if spell.TypeId == spellId {
			count++
		}
	}
	return count
}
