package model

import (
	"encoding/json"
	"time"
)

// Sender sends one command to the game: its type, its info and the turn it is meant for.
type Sender func(kind string, info interface{}, turn int)

// Game is the World your AI gets: the map and rules of the init message, and the latest turn message.
type Game struct {
	Map                                     *Map
	gameConstants                           *GameConstants
	baseUnits                               []*BaseUnit
	spells                                  []*Spell
	players                                 [4]*Player
	myId, friendId, firstEnemy, secondEnemy int
	currentTurn                             int
	startTime                               time.Time
	castSpells                              []CastSpell
	unitById                                map[int]*Unit
	receivedSpell, friendReceivedSpell      *Spell
	availableRangeUpgrades                  int
	availableDamageUpgrades                 int
	send                                    Sender
}

// NewGame is a game whose commands go to send.
func NewGame(send Sender) *Game {
	return &Game{send: send, unitById: map[int]*Unit{}}
}

// HandleInitMessage reads the map and the rules. The kings come as [me, friend, enemy, enemy].
func (game *Game) HandleInitMessage(raw json.RawMessage) error {
	var info initInfo
	if err := json.Unmarshal(raw, &info); err != nil {
		return err
	}
	game.startTime = time.Now()
	constants := info.GameConstants
	game.gameConstants = &constants
	mp := &Map{RowNum: info.Map.Rows, ColNum: info.Map.Cols}
	mp.Cells = make([][]*Cell, mp.RowNum)
	for row := range mp.Cells {
		mp.Cells[row] = make([]*Cell, mp.ColNum)
		for col := range mp.Cells[row] {
			mp.Cells[row][col] = &Cell{Row: row, Col: col}
		}
	}
	game.Map = mp
	for _, p := range info.Map.Paths {
		path := &Path{Id: p.Id}
		for _, c := range p.Cells {
			path.Cells = append(path.Cells, game.cell(c))
		}
		mp.Paths = append(mp.Paths, path)
	}
	ids := make([]int, 0, 4)
	for _, k := range info.Map.Kings {
		king := &King{Center: game.cell(k.Center), Hp: k.Hp, Attack: k.Attack, Range: k.Range, IsAlive: true,
			PlayerId: k.PlayerId}
		mp.Kings = append(mp.Kings, king)
		if k.PlayerId >= 0 && k.PlayerId < 4 {
			game.players[k.PlayerId] = &Player{PlayerId: k.PlayerId, King: king}
			ids = append(ids, k.PlayerId)
		}
	}
	if len(ids) == 4 {
		game.myId, game.friendId, game.firstEnemy, game.secondEnemy = ids[0], ids[1], ids[2], ids[3]
	}
	for i := range info.BaseUnits {
		game.baseUnits = append(game.baseUnits, &info.BaseUnits[i])
	}
	for i := range info.Spells {
		spell := &info.Spells[i]
		spell.IsDamaging = spell.Type == "HP" && spell.Power < 0
		game.spells = append(game.spells, spell)
	}
	for _, player := range game.players {
		if player != nil {
			game.findPaths(player)
		}
	}
	game.resetTurn()
	return nil
}

// findPaths gives the player the paths that start at its king, turned to start there.
func (game *Game) findPaths(player *Player) {
	center := *player.King.Center
	friend := *game.players[player.PlayerId^2].King.Center
	for _, path := range game.Map.Paths {
		first, last := *path.Cells[0], *path.Cells[len(path.Cells)-1]
		if first != center && last != center {
			continue
		}
		oriented := path
		if first != center {
			oriented = &Path{Id: path.Id, Cells: make([]*Cell, len(path.Cells))}
			for i, cell := range path.Cells {
				oriented.Cells[len(path.Cells)-1-i] = cell
			}
		}
		if first == friend || last == friend {
			player.PathToFriend = oriented
		} else {
			player.PathsFromPlayer = append(player.PathsFromPlayer, oriented)
		}
	}
}

// cell is the map's cell at c, or a cell of its own outside the map.
func (game *Game) cell(c Cell) *Cell {
	if found := game.Map.GetCell(c.Row, c.Col); found != nil {
		return found
	}
	return &Cell{Row: c.Row, Col: c.Col}
}

func (game *Game) resetTurn() {
	game.Map.Units = []*Unit{}
	game.Map.UnitsInCell = make([][][]*Unit, game.Map.RowNum)
	for row := range game.Map.UnitsInCell {
		game.Map.UnitsInCell[row] = make([][]*Unit, game.Map.ColNum)
	}
	game.unitById = map[int]*Unit{}
	game.castSpells = nil
	for _, player := range game.players {
		if player == nil {
			continue
		}
		player.Units, player.DuplicateUnits, player.HastedUnits = []*Unit{}, []*Unit{}, []*Unit{}
		player.PlayedUnits, player.DiedUnits = []*Unit{}, []*Unit{}
		player.CastAreaSpell, player.CastUnitSpell = nil, nil
		player.RangeUpgradedUnit, player.DamageUpgradedUnit = nil, nil
		player.Spells = []*Spell{}
	}
}
