#ifndef AIC20_CLIENT_CPP_PATH_H
#define AIC20_CLIENT_CPP_PATH_H

#include <vector>

#include "Cell.h"

/**
 * A path of the map. A player's paths (getPathsFromPlayer, getPathToFriend) start at its own king: the
 * map's path, reversed where the map lists it the other way, with the map's id.
 */
class Path {
public:
    Path() = default;
    Path(const Path &path, bool reverse = false) : id_(path.id_), cells_(path.cells_) {
        if (reverse)
            cells_.assign(path.cells_.rbegin(), path.cells_.rend());
    }
    ~Path() = default;

    /** The same path of the map, whatever its direction. */
    bool operator==(const Path &obj) const { return id_ == obj.id_; }

    int getId() const { return id_; }
    std::vector<const Cell *> getCells() const { return cells_; }

private:
    int id_ = -1;
    std::vector<const Cell *> cells_;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_PATH_H
