package model

// Commands: each is sent at once, tagged with the current turn, and takes effect at the next turn.

// ChooseHandById, during the pick: the order of your deck; its first hand-size cards are your first hand
// (cards you leave out are added in a random order).
func (game *Game) ChooseHandById(typeIds []int) {
	units := append([]int{}, typeIds...)
	game.send("pick", map[string]interface{}{"units": units}, 0)
}

func (game *Game) ChooseHand(baseUnits []*BaseUnit) {
	typeIds := []int{}
	for _, baseUnit := range baseUnits {
		if baseUnit != nil {
			typeIds = append(typeIds, baseUnit.TypeId)
		}
	}
	game.ChooseHandById(typeIds)
}

// ChooseDeck is ChooseHandById by the name the first AIC20 clients gave it.
func (game *Game) ChooseDeck(typeIds []int) {
	game.ChooseHandById(typeIds)
}

// PutUnit puts a card of your hand on a path (by id) that starts at your king or your friend's.
func (game *Game) PutUnit(typeId, pathId int) {
	game.send("putUnit", map[string]int{"typeId": typeId, "pathId": pathId}, game.currentTurn)
}

// CastUnitSpell teleports your unit to cell, on the path with id pathId.
func (game *Game) CastUnitSpell(unitId, pathId int, cell *Cell, spellId int) {
	if cell == nil {
		return
	}
	game.send("castSpell", map[string]interface{}{"typeId": spellId, "cell": *cell, "unitId": unitId,
		"pathId": pathId}, game.currentTurn)
}

// CastAreaSpell casts an area spell centred on center.
func (game *Game) CastAreaSpell(center *Cell, spellId int) {
	if center == nil {
		return
	}
	game.send("castSpell", map[string]interface{}{"typeId": spellId, "cell": *center, "unitId": -1,
		"pathId": -1}, game.currentTurn)
}

// UpgradeUnitRange spends a range token on your unit (one upgrade a turn).
func (game *Game) UpgradeUnitRange(unitId int) {
	game.send("rangeUpgrade", map[string]int{"unitId": unitId}, game.currentTurn)
}

// UpgradeUnitDamage spends a damage token on your unit (one upgrade a turn).
func (game *Game) UpgradeUnitDamage(unitId int) {
	game.send("damageUpgrade", map[string]int{"unitId": unitId}, game.currentTurn)
}

// EndTurn tells the game you are done with this turn (the controller sends it when your code returns).
func (game *Game) EndTurn() {
	game.send("endTurn", map[string]int{}, game.currentTurn)
}
