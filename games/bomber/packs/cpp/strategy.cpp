// The quick-start example: get out of any blast you can see coming, bomb when your blast would burn a
// building or a bomber and you can still escape, else walk to the nearest bonus, else to the nearest
// place worth bombing. Change anything you like.
#include "strategy.hpp"

#include <deque>
#include <set>
#include <tuple>
#include <vector>

namespace {

struct Cell { int x, y; };

// The cells a bomb on (x, y) burns: the centre, then each ray up to the first wall or building.
std::vector<Cell> cross(const GameBoard& board, int x, int y, int radius) {
    std::vector<Cell> cells{{x, y}};
    for (PlayerAction ray : MOVES) {
        for (int k = 1; k <= radius; k++) {
            int cx = x + k * dx(ray), cy = y + k * dy(ray);
            CellType type = board.cell(cx, cy);
            if (type == CellType::INDESTRUCTIBLE) break;
            cells.push_back({cx, cy});
            if (type == CellType::DESTRUCTIBLE) break;
        }
    }
    return cells;
}

// When each cell burns: ticks first..last (1 = the next tick), for every bomb and lava, chains included.
struct Danger {
    const GameBoard& board;
    std::vector<std::vector<std::pair<int, int>>> burns;  // per cell index

    Danger(const GameBoard& b, const Bomb* extra) : board(b), burns(b.width * b.height) {
        std::vector<Bomb> bombs = board.bombs;
        if (extra) bombs.push_back(*extra);
        std::vector<int> when;
        for (const auto& bomb : bombs) when.push_back(bomb.liveTime);
        for (bool changed = true; changed;) {  // a bomb in another's blast explodes with it
            changed = false;
            for (size_t i = 0; i < bombs.size(); i++)
                for (Cell c : cross(board, bombs[i].x, bombs[i].y, bombs[i].bangRadius))
                    for (size_t j = 0; j < bombs.size(); j++)
                        if (bombs[j].x == c.x && bombs[j].y == c.y && when[i] < when[j]) { when[j] = when[i]; changed = true; }
        }
        for (size_t i = 0; i < bombs.size(); i++)
            for (Cell c : cross(board, bombs[i].x, bombs[i].y, bombs[i].bangRadius))
                burns[c.y * board.width + c.x].push_back({when[i], when[i] + board.config.lavaLivetime - 1});
        for (const auto& l : board.lavas) burns[l.y * board.width + l.x].push_back({1, l.liveTime});
    }

    bool ever(int x, int y) const { return !burns[y * board.width + x].empty(); }
    bool burning(int x, int y, int tick) const {
        for (auto [first, last] : burns[y * board.width + x]) if (first <= tick && tick <= last) return true;
        return false;
    }
    bool safeAfter(int x, int y, int tick) const {
        for (auto [first, last] : burns[y * board.width + x]) if (last >= tick) return false;
        return true;
    }
};

// The first action of the shortest way to a cell that stays safe, waiting allowed; false if none.
bool escape(const GameBoard& board, const Player& me, const Danger& danger, PlayerAction& first) {
    int horizon = board.config.bombLiveTime + board.config.lavaLivetime + 2;
    std::deque<std::tuple<int, int, int, int>> queue{{me.x, me.y, 0, -1}};
    std::set<std::tuple<int, int, int>> seen;
    const PlayerAction options[] = {PlayerAction::WAIT, PlayerAction::UP, PlayerAction::DOWN, PlayerAction::LEFT, PlayerAction::RIGHT};
    while (!queue.empty()) {
        auto [x, y, t, action] = queue.front();
        queue.pop_front();
        if (t > 0 && danger.safeAfter(x, y, t)) { first = static_cast<PlayerAction>(action); return true; }
        if (t == horizon) continue;
        for (PlayerAction a : options) {
            int nx = x + dx(a), ny = y + dy(a);
            if (a != PlayerAction::WAIT && !board.walkable(nx, ny)) continue;
            if (danger.burning(nx, ny, t + 1) || !seen.insert({nx, ny, t + 1}).second) continue;
            queue.push_back({nx, ny, t + 1, action < 0 ? static_cast<int>(a) : action});
        }
    }
    return false;
}

// The first move of the shortest walk to the nearest goal cell that avoids all danger; false if none.
bool firstStep(const GameBoard& board, const Player& me, const Danger& danger, const std::set<int>& goals, PlayerAction& first) {
    std::vector<bool> seen(board.width * board.height);
    std::deque<std::tuple<int, int, int>> queue{{me.x, me.y, -1}};
    seen[me.y * board.width + me.x] = true;
    while (!queue.empty()) {
        auto [x, y, action] = queue.front();
        queue.pop_front();
        if (action >= 0 && goals.count(y * board.width + x)) { first = static_cast<PlayerAction>(action); return true; }
        for (PlayerAction a : MOVES) {
            int nx = x + dx(a), ny = y + dy(a);
            if (!board.walkable(nx, ny) || seen[ny * board.width + nx] || danger.ever(nx, ny)) continue;
            seen[ny * board.width + nx] = true;
            queue.push_back({nx, ny, action < 0 ? static_cast<int>(a) : action});
        }
    }
    return false;
}

// Buildings and enemies a bomb of mine on (x, y) would burn.
int targets(const GameBoard& board, const Player& me, int x, int y) {
    int count = 0;
    auto cells = cross(board, x, y, me.bangRadius);
    for (size_t i = 1; i < cells.size(); i++) {
        const XYInfo& info = board.xyInfo[cells[i].x][cells[i].y];
        if (info.type == CellType::DESTRUCTIBLE || (info.player && info.player->id != me.id)) count++;
    }
    return count;
}

}  // namespace

PlayerAction play(const GameBoard& board) {
    const Player& me = board.me();
    Danger danger(board, nullptr);
    PlayerAction action = PlayerAction::WAIT;
    if (danger.ever(me.x, me.y)) {
        return escape(board, me, danger, action) ? action : PlayerAction::WAIT;
    }
    if (me.bombsCount > 0 && !board.xyInfo[me.x][me.y].bomb && targets(board, me, me.x, me.y) > 0) {
        Bomb mine{me.x, me.y, me.id, me.bangRadius, board.config.bombLiveTime};
        Danger withMine(board, &mine);
        if (escape(board, me, withMine, action)) return PlayerAction::BOMB;
    }
    std::set<int> bonuses;
    for (const auto& b : board.bonuses) bonuses.insert(b.y * board.width + b.x);
    if (firstStep(board, me, danger, bonuses, action)) return action;
    std::set<int> spots;
    for (int x = 0; x < board.width; x++)
        for (int y = 0; y < board.height; y++)
            if (board.walkable(x, y) && targets(board, me, x, y) > 0) spots.insert(y * board.width + x);
    return firstStep(board, me, danger, spots, action) ? action : PlayerAction::WAIT;
}
