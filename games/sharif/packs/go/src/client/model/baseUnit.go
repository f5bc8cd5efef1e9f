package model

// BaseUnit is a card: a unit type. TargetType is "GROUND", "AIR" or "BOTH" (what it can hit).
type BaseUnit struct {
	TypeId     int    `json:"typeId"`
	MaxHp      int    `json:"maxHP"`
	BaseAttack int    `json:"baseAttack"`
	BaseRange  int    `json:"baseRange"`
	TargetType string `json:"target"`
	IsFlying   bool   `json:"isFlying"`
	IsMultiple bool   `json:"isMultiple"`
	Ap         int    `json:"ap"`
}
