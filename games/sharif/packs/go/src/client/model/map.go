package model

// Map is the board: its paths (friend paths included, as the map lists them), every unit on it, the
// kings, and the units of each cell.
type Map struct {
	RowNum      int
	ColNum      int
	Paths       []*Path
	Units       []*Unit
	Kings       []*King
	UnitsInCell [][][]*Unit
	Cells       [][]*Cell
}

// GetCell is the cell at row, col (nil outside the map).
func (mp Map) GetCell(row, col int) *Cell {
	if row < 0 || row >= mp.RowNum || col < 0 || col >= mp.ColNum {
		return nil
	}
	return mp.Cells[row][col]
}
