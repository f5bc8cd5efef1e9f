package model

// Cell is a square of the map, counted from 0. The Cells of a Map are shared: a unit's Cell, a path's
// cells and a king's Center point into Map.Cells, so *a == *b and a == b say the same.
type Cell struct {
	Row int `json:"row"`
	Col int `json:"col"`
}
