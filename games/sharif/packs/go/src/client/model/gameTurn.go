package model

import (
	"encoding/json"
	"time"
)

// HandleTurnMessage reads the state of a turn (also the final state of the shutdown message).
func (game *Game) HandleTurnMessage(raw json.RawMessage) error {
	info := turnInfo{ReceivedSpell: -1, FriendReceivedSpell: -1}
	if err := json.Unmarshal(raw, &info); err != nil {
		return err
	}
	game.startTime = time.Now()
	game.resetTurn()
	game.currentTurn = info.CurrTurn
	me := game.GetMe()
	me.Deck = game.cards(info.Deck)
	me.Hand = game.cards(info.Hand)
	me.Ap = info.RemainingAP

	for _, u := range info.Units {
		unit := game.unit(u)
		game.unitById[unit.UnitId] = unit
		game.Map.Units = append(game.Map.Units, unit)
		if cell := game.Map.GetCell(unit.Cell.Row, unit.Cell.Col); cell != nil {
			game.Map.UnitsInCell[cell.Row][cell.Col] = append(game.Map.UnitsInCell[cell.Row][cell.Col], unit)
		}
		owner := game.GetPlayerById(unit.PlayerId)
		if owner == nil {
			continue
		}
		owner.Units = append(owner.Units, unit)
		if unit.IsDuplicate {
			owner.DuplicateUnits = append(owner.DuplicateUnits, unit)
		}
		if unit.IsHasted {
			owner.HastedUnits = append(owner.HastedUnits, unit)
		}
		if u.WasPlayedThisTurn {
			owner.PlayedUnits = append(owner.PlayedUnits, unit)
		}
		if u.WasRangeUpgraded {
			owner.RangeUpgradedUnit = unit
		}
		if u.WasDamageUpgraded {
			owner.DamageUpgradedUnit = unit
		}
	}
	for _, u := range info.Units {
		unit := game.unitById[u.UnitId]
		if king := game.GetKingById(u.Target); king != nil {
			unit.TargetIfKing = king
		} else if u.Target >= 0 {
			unit.Target = game.unitById[u.Target]
		}
	}
	died := map[int]*Unit{}
	for _, u := range info.DiedUnits {
		unit := game.unit(u)
		died[unit.UnitId] = unit
		if owner := game.GetPlayerById(unit.PlayerId); owner != nil {
			owner.DiedUnits = append(owner.DiedUnits, unit)
		}
	}
	for _, k := range info.Kings {
		king := game.GetKingById(k.PlayerId)
		if king == nil {
			continue
		}
		king.IsAlive, king.Hp, king.Target, king.TargetCell = k.IsAlive, k.Hp, game.unitById[k.Target], nil
		if king.Target != nil {
			king.TargetCell = king.Target.Cell
		}
	}
	game.readCastSpells(info.CastSpells, died)
	for _, u := range info.Units {
		unit := game.unitById[u.UnitId]
		unit.AffectedSpells = []*CastSpell{}
		for _, id := range u.AffectedSpells {
			for i := range game.castSpells {
				if game.castSpells[i].GetId() == id {
					unit.AffectedSpells = append(unit.AffectedSpells, &game.castSpells[i])
				}
			}
		}
	}

	game.receivedSpell = game.GetSpellById(info.ReceivedSpell)
	game.friendReceivedSpell = game.GetSpellById(info.FriendReceivedSpell)
	me.Spells = game.spellList(info.MySpells)
	game.GetFriend().Spells = game.spellList(info.FriendSpells)
	game.availableRangeUpgrades = info.AvailableRangeUpgrades
	game.availableDamageUpgrades = info.AvailableDamageUpgrades
	me.UpgradeTokens = info.AvailableRangeUpgrades + info.AvailableDamageUpgrades
	return nil
}

func (game *Game) unit(u turnUnit) *Unit {
	unit := &Unit{BaseUnit: game.GetBaseUnitById(u.TypeId), Cell: game.cell(u.Cell), UnitId: u.UnitId, Hp: u.Hp,
		Path: game.pathById(u.PathId), PlayerId: u.PlayerId, DamageLevel: u.DamageLevel, RangeLevel: u.RangeLevel,
		Range: u.Range, Attack: u.Attack, IsDuplicate: u.IsDuplicate, IsHasted: u.IsHasted,
		AffectedSpells: []*CastSpell{}}
	if u.TargetCell != nil {
		unit.TargetCell = game.cell(*u.TargetCell)
	}
	return unit
}

// readCastSpells: the spells that acted this turn; their units may be among the dead.
func (game *Game) readCastSpells(casts []turnCastSpell, died map[int]*Unit) {
	for _, c := range casts {
		spell := game.GetSpellById(c.TypeId)
		affected := []*Unit{}
		for _, id := range c.AffectedUnits {
			if unit := game.unitById[id]; unit != nil {
				affected = append(affected, unit)
			} else if unit := died[id]; unit != nil {
				affected = append(affected, unit)
			}
		}
		caster := game.GetPlayerById(c.CasterId)
		if spell != nil && spell.IsUnitSpell() {
			cast := &CastUnitSpell{Spell: spell, Id: c.Id, CasterId: c.CasterId, Cell: game.cell(c.Cell),
				AffectedUnits: affected, Unit: game.unitById[c.UnitId], Path: game.pathById(c.PathId)}
			if cast.Unit == nil {
				cast.Unit = died[c.UnitId]
			}
			game.castSpells = append(game.castSpells, cast)
			if c.WasCastThisTurn && caster != nil {
				caster.CastUnitSpell = cast
			}
		} else {
			cast := &CastAreaSpell{Spell: spell, Id: c.Id, CasterId: c.CasterId, Cell: game.cell(c.Cell),
				AffectedUnits: affected, RemainingTurns: c.RemainingTurns}
			game.castSpells = append(game.castSpells, cast)
			if c.WasCastThisTurn && caster != nil {
				caster.CastAreaSpell = cast
			}
		}
	}
}

func (game *Game) cards(typeIds []int) []*BaseUnit {
	cards := []*BaseUnit{}
	for _, id := range typeIds {
		if card := game.GetBaseUnitById(id); card != nil {
			cards = append(cards, card)
		}
	}
	return cards
}

func (game *Game) spellList(typeIds []int) []*Spell {
	spells := []*Spell{}
	for _, id := range typeIds {
		if spell := game.GetSpellById(id); spell != nil {
			spells = append(spells, spell)
		}
	}
	return spells
}

func (game *Game) pathById(pathId int) *Path {
	for _, path := range game.Map.Paths {
		if path.Id == pathId {
			return path
		}
	}
	return nil
}
