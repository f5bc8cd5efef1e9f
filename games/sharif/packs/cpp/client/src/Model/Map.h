#ifndef AIC20_CLIENT_CPP_MAP_H
#define AIC20_CLIENT_CPP_MAP_H

#include <cstddef>
#include <vector>

#include "Cell.h"
#include "King.h"
#include "Path.h"
#include "Unit.h"

/** The board: its cells, its paths (friend paths included, as the map lists them), the kings, every unit. */
class Map {
public:
    Map() = default;
    Map(const Map &) = delete;
    Map &operator=(const Map &) = delete;
    ~Map() = default;

    int getRowNum() const { return rows_; }
    int getColNum() const { return cols_; }
    std::vector<const Path *> getPaths() const { return paths_; }

    /** The cell at row, col; nullptr outside the map. */
    const Cell *cell(int row, int col) const {
        if (row < 0 || row >= rows_ || col < 0 || col >= cols_)
            return nullptr;
        return &cells_[static_cast<std::size_t>(row) * cols_ + col];
    }

    std::vector<const Unit *> getUnits() const { return units_; }
    std::vector<const King *> getKings() const { return kings_; }

private:
    int rows_ = 0;
    int cols_ = 0;
    std::vector<Cell> cells_; // row by row
    std::vector<const Path *> paths_;
    std::vector<const Unit *> units_;
    std::vector<const King *> kings_;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_MAP_H
