package model

import "time"

func (game *Game) GetMe() *Player                   { return game.players[game.myId] }
func (game *Game) GetFriend() *Player               { return game.players[game.friendId] }
func (game *Game) GetFirstEnemy() *Player           { return game.players[game.firstEnemy] }
func (game *Game) GetSecondEnemy() *Player          { return game.players[game.secondEnemy] }
func (game *Game) GetMap() *Map                     { return game.Map }
func (game *Game) GetCurrentTurn() int              { return game.currentTurn }
func (game *Game) GetRangeUpgradeNumber() int       { return game.availableRangeUpgrades }
func (game *Game) GetDamageUpgradeNumber() int      { return game.availableDamageUpgrades }
func (game *Game) GetReceivedSpell() *Spell         { return game.receivedSpell }
func (game *Game) GetFriendReceivedSpell() *Spell   { return game.friendReceivedSpell }
func (game *Game) GetAllBaseUnits() []*BaseUnit     { return append([]*BaseUnit{}, game.baseUnits...) }
func (game *Game) GetAllSpells() []*Spell           { return append([]*Spell{}, game.spells...) }
func (game *Game) GetGameConstants() *GameConstants { return game.gameConstants }
func (game *Game) GetUnitById(unitId int) *Unit     { return game.unitById[unitId] }

// GetRemainingTime is how many milliseconds of this turn (or of the pick) are left.
func (game *Game) GetRemainingTime() int64 {
	limit := game.gameConstants.TurnTimeout
	if game.currentTurn == 0 {
		limit = game.gameConstants.PickTimeout
	}
	return limit - time.Since(game.startTime).Milliseconds()
}

func (game *Game) GetRemainingTurnsToUpgrade() int {
	return game.gameConstants.TurnsToUpgrade - game.currentTurn%game.gameConstants.TurnsToUpgrade
}

func (game *Game) GetRemainingTurnsToGetSpell() int {
	return game.gameConstants.TurnsToSpell - game.currentTurn%game.gameConstants.TurnsToSpell
}

func (game *Game) GetPlayerById(playerId int) *Player {
	if playerId < 0 || playerId >= len(game.players) {
		return nil
	}
	return game.players[playerId]
}

func (game *Game) GetKingById(playerId int) *King {
	if player := game.GetPlayerById(playerId); player != nil {
		return player.King
	}
	return nil
}

func (game *Game) GetSpellById(spellId int) *Spell {
	for _, spell := range game.spells {
		if spell.TypeId == spellId {
			return spell
		}
	}
	return nil
}

func (game *Game) GetBaseUnitById(baseUnitId int) *BaseUnit {
	for _, baseUnit := range game.baseUnits {
		if baseUnit.TypeId == baseUnitId {
			return baseUnit
		}
	}
	return nil
}

func (game *Game) GetCellUnits(cell *Cell) []*Unit {
	if cell == nil || game.Map.GetCell(cell.Row, cell.Col) == nil {
		return []*Unit{}
	}
	return game.Map.UnitsInCell[cell.Row][cell.Col]
}

func (game *Game) GetPathsCrossingCell(cell *Cell) []*Path {
	paths := []*Path{}
	for _, path := range game.Map.Paths {
		if cell != nil && indexOf(path, *cell) >= 0 {
			paths = append(paths, path)
		}
	}
	return paths
}

// GetShortestPathToCell is the path, from the player's king or through its friend's king, on which a unit
// put now reaches the cell in the fewest steps (nil if none passes there).
func (game *Game) GetShortestPathToCell(playerId int, cell *Cell) *Path {
	from := game.GetPlayerById(playerId)
	if from == nil || cell == nil {
		return nil
	}
	detour := 0
	if from.PathToFriend != nil {
		detour = len(from.PathToFriend.Cells) - 1
	}
	var best *Path
	bestSteps := -1
	try := func(paths []*Path, extra int) {
		for _, path := range paths {
			index := indexOf(path, *cell)
			if index >= 0 && (bestSteps < 0 || index+extra < bestSteps) {
				best, bestSteps = path, index+extra
			}
		}
	}
	try(from.PathsFromPlayer, 0)
	try(game.players[playerId^2].PathsFromPlayer, detour)
	return best
}

// GetAreaSpellTargets is the units an area spell cast at center would catch now.
func (game *Game) GetAreaSpellTargets(center *Cell, spellId int) []*Unit {
	spell := game.GetSpellById(spellId)
	caught := []*Unit{}
	if spell == nil || center == nil {
		return caught
	}
	me, friend := game.myId, game.friendId
	for _, unit := range game.Map.Units {
		if abs(unit.Cell.Row-center.Row) > spell.Range || abs(unit.Cell.Col-center.Col) > spell.Range {
			continue
		}
		ours := unit.PlayerId == me || unit.PlayerId == friend
		switch spell.Target {
		case "SELF":
			if unit.PlayerId == me {
				caught = append(caught, unit)
			}
		case "ALLIED":
			if ours {
				caught = append(caught, unit)
			}
		default:
			if !ours {
				caught = append(caught, unit)
			}
		}
	}
	return caught
}

// indexOf is the first index of the cell on the path, or -1.
func indexOf(path *Path, cell Cell) int {
	for i, c := range path.Cells {
		if *c == cell {
			return i
		}
	}
	return -1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
