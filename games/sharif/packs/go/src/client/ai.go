package main

// Your strategy. The example: a deck of the cards with the most HP and attack per AP, every affordable card
// put on the path that reaches a living enemy king first, one area spell a turn where it catches the most
// units, and every upgrade token spent on the healthiest unit.

import (
	"fmt"
	"os"
	"sort"

	"./model"
)

func value(card *model.BaseUnit) float64 {
	multiple := 1.0
	if card.IsMultiple {
		multiple = 1.5
	}
	ap := card.Ap
	if ap < 1 {
		ap = 1
	}
	return float64(card.MaxHp) * float64(card.BaseAttack) * multiple / float64(ap)
}

func pick(world model.World) {
	cards := world.GetAllBaseUnits()
	sort.SliceStable(cards, func(i, j int) bool {
		if value(cards[i]) != value(cards[j]) {
			return value(cards[i]) > value(cards[j])
		}
		return cards[i].TypeId < cards[j].TypeId
	})
	world.ChooseHand(cards)
}

func turn(world model.World) {
	me := world.GetMe()
	path := bestPath(world, me)
	ap := me.Ap
	if path != nil {
		hand := append([]*model.BaseUnit{}, me.Hand...)
		sort.SliceStable(hand, func(i, j int) bool { return value(hand[i]) > value(hand[j]) })
		for _, card := range hand {
			if card.Ap <= ap {
				world.PutUnit(card.TypeId, path.Id)
				ap -= card.Ap
			}
		}
	}
	cast(world, me)
	upgrade(world, me)
}

// bestPath is the path of mine (or through my friend) that reaches a living enemy king's center first.
func bestPath(world model.World, me *model.Player) *model.Path {
	var best *model.Path
	bestSteps := -1
	for _, enemy := range []*model.Player{world.GetFirstEnemy(), world.GetSecondEnemy()} {
		if !enemy.King.IsAlive {
			continue
		}
		path := world.GetShortestPathToCell(me.PlayerId, enemy.King.Center)
		if path == nil {
			continue
		}
		for steps, cell := range path.Cells {
			if *cell == *enemy.King.Center {
				if bestSteps < 0 || steps < bestSteps {
					best, bestSteps = path, steps
				}
				break
			}
		}
	}
	return best
}

func cast(world model.World, me *model.Player) {
	for _, spell := range me.Spells {
		if !spell.IsAreaSpell() {
			continue
		}
		var best *model.Cell
		bestCount := 0
		for _, unit := range world.GetMap().Units {
			if count := len(world.GetAreaSpellTargets(unit.Cell, spell.TypeId)); count > bestCount {
				best, bestCount = unit.Cell, count
			}
		}
		if best != nil {
			world.CastAreaSpell(best, spell.TypeId)
			return // one spell a turn
		}
	}
}

func upgrade(world model.World, me *model.Player) {
	var healthiest *model.Unit
	for _, unit := range me.Units {
		if !unit.IsDuplicate && (healthiest == nil || unit.Hp > healthiest.Hp) {
			healthiest = unit
		}
	}
	if healthiest == nil {
		return
	}
	if world.GetDamageUpgradeNumber() > 0 {
		world.UpgradeUnitDamage(healthiest.UnitId)
	} else if world.GetRangeUpgradeNumber() > 0 {
		world.UpgradeUnitRange(healthiest.UnitId)
	}
}

func end(world model.World, scores map[int]int) {
	fmt.Fprintf(os.Stderr, "game over at turn %d, my score: %d\n", world.GetCurrentTurn(), scores[world.GetMe().PlayerId])
}
