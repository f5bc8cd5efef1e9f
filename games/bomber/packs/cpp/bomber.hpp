// The game objects of the Bomber contest, as the original C# API named them.
// Coordinates: x is the column (0 = left), y the row (0 = top); UP is y - 1.
#pragma once

#include <string>
#include <vector>

#include "json.hpp"

enum class PlayerAction { WAIT, UP, DOWN, LEFT, RIGHT, BOMB };
enum class CellType { FREE, DESTRUCTIBLE, INDESTRUCTIBLE };
enum class BonusType { RADIUS, AMMUNITION };

inline const char* name(PlayerAction a) {
    static const char* names[] = {"WAIT", "UP", "DOWN", "LEFT", "RIGHT", "BOMB"};
    return names[static_cast<int>(a)];
}
inline int dx(PlayerAction a) { return a == PlayerAction::LEFT ? -1 : a == PlayerAction::RIGHT ? 1 : 0; }
inline int dy(PlayerAction a) { return a == PlayerAction::UP ? -1 : a == PlayerAction::DOWN ? 1 : 0; }
const PlayerAction MOVES[] = {PlayerAction::UP, PlayerAction::DOWN, PlayerAction::LEFT, PlayerAction::RIGHT};

struct Config {
    int gameTicksMax = 300, bangStartRadius = 1, playerBombsCountStart = 1, lavaLivetime = 2, bombLiveTime = 3;
    int answerTimeLimitMs = 1000;

    void read(const json::Value& j) {
        gameTicksMax = j["gameTicksMax"].asInt(gameTicksMax);
        bangStartRadius = j["bangStartRadius"].asInt(bangStartRadius);
        playerBombsCountStart = j["playerBombsCountStart"].asInt(playerBombsCountStart);
        lavaLivetime = j["lavaLivetime"].asInt(lavaLivetime);
        bombLiveTime = j["bombLiveTime"].asInt(bombLiveTime);
        answerTimeLimitMs = j["answerTimeLimitMs"].asInt(answerTimeLimitMs);
    }
};

struct Player {
    int id = 0, x = 0, y = 0, health = 0, points = 0, bombsCount = 0, bangRadius = 1;
    std::string name, action;  // action: what he did last tick
    bool crashed = false;
    bool alive() const { return health > 0; }
};

struct Bomb { int x = 0, y = 0, owner = 0, bangRadius = 1, liveTime = 1; };  // explodes in tick board.tick + liveTime
struct Bonus { int x = 0, y = 0; BonusType type = BonusType::RADIUS; };
struct Lava { int x = 0, y = 0, owner = 0, liveTime = 1; };  // burns liveTime more ticks

// Everything on one cell; pointers into the board's lists (null when nothing is there).
struct XYInfo {
    CellType type = CellType::FREE;
    const Player* player = nullptr;  // the alive bomber here
    const Bomb* bomb = nullptr;
    const Bonus* bonus = nullptr;    // a visible bonus
    std::vector<const Lava*> lavas;
};

struct GameBoard {
    int tick = 0, width = 0, height = 0, myId = 0;
    Config config;
    std::vector<std::vector<CellType>> cells;  // cells[x][y]
    std::vector<std::vector<XYInfo>> xyInfo;   // xyInfo[x][y]
    std::vector<Player> players;
    std::vector<Bomb> bombs;
    std::vector<Bonus> bonuses;
    std::vector<Lava> lavas;

    GameBoard(const json::Value& j, int me, const Config& cfg) : myId(me), config(cfg) {
        tick = j["tick"].asInt();
        width = j["width"].asInt();
        height = j["height"].asInt();
        cells.assign(width, std::vector<CellType>(height));
        xyInfo.assign(width, std::vector<XYInfo>(height));
        for (int y = 0; y < height; y++) {
            const std::string& row = j["cells"][y].asString();
            for (int x = 0; x < width; x++) {
                cells[x][y] = row[x] == '+' ? CellType::DESTRUCTIBLE : row[x] == '#' ? CellType::INDESTRUCTIBLE : CellType::FREE;
                xyInfo[x][y].type = cells[x][y];
            }
        }
        for (const auto& p : j["players"].items) {
            Player q;
            q.id = p["id"].asInt(); q.name = p["name"].asString(); q.x = p["x"].asInt(); q.y = p["y"].asInt();
            q.health = p["health"].asInt(); q.points = p["points"].asInt(); q.bombsCount = p["bombsCount"].asInt();
            q.bangRadius = p["bangRadius"].asInt(1); q.action = p["action"].asString(); q.crashed = p["crashed"].boolean;
            players.push_back(q);
        }
        for (const auto& b : j["bombs"].items)
            bombs.push_back({b["x"].asInt(), b["y"].asInt(), b["owner"].asInt(), b["bangRadius"].asInt(1), b["liveTime"].asInt(1)});
        for (const auto& b : j["bonuses"].items)
            bonuses.push_back({b["x"].asInt(), b["y"].asInt(), b["type"].asString() == "AMMUNITION" ? BonusType::AMMUNITION : BonusType::RADIUS});
        for (const auto& l : j["lavas"].items)
            lavas.push_back({l["x"].asInt(), l["y"].asInt(), l["owner"].asInt(), l["liveTime"].asInt(1)});
        // the vectors are complete: pointers into them stay valid
        for (const auto& p : players) if (p.alive()) xyInfo[p.x][p.y].player = &p;
        for (const auto& b : bombs) xyInfo[b.x][b.y].bomb = &b;
        for (const auto& b : bonuses) xyInfo[b.x][b.y].bonus = &b;
        for (const auto& l : lavas) xyInfo[l.x][l.y].lavas.push_back(&l);
    }

    GameBoard(const GameBoard&) = delete;  // XYInfo points into this board's own lists
    GameBoard& operator=(const GameBoard&) = delete;

    const Player& me() const {
        for (const auto& p : players) if (p.id == myId) return p;
        return players.front();
    }
    bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
    // outside the field counts as a stone wall
    CellType cell(int x, int y) const { return inside(x, y) ? cells[x][y] : CellType::INDESTRUCTIBLE; }
    // free, no bomb, no alive bomber: a bomber may step here
    bool walkable(int x, int y) const {
        return cell(x, y) == CellType::FREE && !xyInfo[x][y].bomb && !xyInfo[x][y].player;
    }
};
