package model

// King is a player's king: 3x3 cells around Center. Target is the unit it shoots at (nil if none).
type King struct {
	Center     *Cell
	Hp         int
	Attack     int
	Range      int
	IsAlive    bool
	PlayerId   int
	Target     *Unit
	TargetCell *Cell
}
