package model

// Path is a path of the map. A player's PathsFromPlayer and PathToFriend start at its own king (the
// map's path, reversed where the map lists it the other way); their Id is the map's.
type Path struct {
	Id    int     `json:"id"`
	Cells []*Cell `json:"cells"`
}

// Equal says whether two paths are the same path of the map (whatever their direction).
func (path Path) Equal(path2 Path) bool {
	return path.Id == path2.Id
}
