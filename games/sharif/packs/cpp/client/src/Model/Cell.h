#ifndef AIC20_CLIENT_CPP_CELL_H
#define AIC20_CLIENT_CPP_CELL_H

#include <vector>

class Unit;

/** A square of the map, counted from 0. The map's cells are shared: units, paths and kings point to them. */
class Cell {
public:
    Cell(int row, int col) : row_(row), col_(col) {}
    Cell(const Cell &) = default;
    ~Cell() = default;

    bool operator==(const Cell &rhs) const { return row_ == rhs.row_ && col_ == rhs.col_; }
    bool operator!=(const Cell &rhs) const { return !(*this == rhs); }

    int getRow() const { return row_; }
    int getCol() const { return col_; }

    /** The units on this cell now (a cell of the map only). */
    std::vector<const Unit *> getUnits() const { return units_; }

private:
    int row_;
    int col_;
    std::vector<const Unit *> units_;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_CELL_H
