"""The game objects of the Bomber contest, as the original C# API named them.

GameBoard.from_json() builds them from the engine's "board" message; your strategy reads them.
Coordinates: x is the column (0 = left), y the row (0 = top); UP is y - 1.
"""


class PlayerAction:
    WAIT = "WAIT"
    UP = "UP"
    DOWN = "DOWN"
    LEFT = "LEFT"
    RIGHT = "RIGHT"
    BOMB = "BOMB"
    ALL = (WAIT, UP, DOWN, LEFT, RIGHT, BOMB)
    MOVES = {UP: (0, -1), DOWN: (0, 1), LEFT: (-1, 0), RIGHT: (1, 0)}


class CellType:
    FREE = "FREE"
    DESTRUCTIBLE = "DESTRUCTIBLE"
    INDESTRUCTIBLE = "INDESTRUCTIBLE"
    BY_CHAR = {".": FREE, "+": DESTRUCTIBLE, "#": INDESTRUCTIBLE}


class BonusType:
    RADIUS = "RADIUS"          # +1 explosion radius
    AMMUNITION = "AMMUNITION"  # +1 bomb


class Config:
    """The game's numbers, from the init message."""

    def __init__(self, values):
        self.game_ticks_max = values.get("gameTicksMax", 300)
        self.bang_start_radius = values.get("bangStartRadius", 1)
        self.player_bombs_count_start = values.get("playerBombsCountStart", 1)
        self.lava_livetime = values.get("lavaLivetime", 2)
        self.bomb_live_time = values.get("bombLiveTime", 3)
        self.player_kill_points = values.get("playerKillPoints", 20)
        self.player_survive_points = values.get("playerSurvivePoints", 20)
        self.player_cell_destroy_points = values.get("playerCellDestroyPoints", 1)
        self.player_win_points = values.get("playerWinPoints", 40)
        self.player_bonus_find_points = values.get("playerBonusFindPoints", 4)
        self.chain_reactions = values.get("chainReactions", True)
        self.answer_time_limit_ms = values.get("answerTimeLimitMs", 1000)


class Player:
    def __init__(self, j):
        self.id = j["id"]
        self.name = j["name"]
        self.x = j["x"]
        self.y = j["y"]
        self.health = j["health"]          # 1 alive, 0 dead
        self.points = j["points"]
        self.bombs_count = j["bombsCount"]  # bombs he can place now
        self.bang_radius = j["bangRadius"]
        self.action = j["action"]          # what he did last tick
        self.crashed = j["crashed"]

    @property
    def alive(self):
        return self.health > 0


class Bomb:
    def __init__(self, j):
        self.x = j["x"]
        self.y = j["y"]
        self.owner = j["owner"]
        self.bang_radius = j["bangRadius"]
        self.live_time = j["liveTime"]  # explodes during tick board.tick + live_time


class Bonus:
    def __init__(self, j):
        self.x = j["x"]
        self.y = j["y"]
        self.type = j["type"]


class Lava:
    def __init__(self, j):
        self.x = j["x"]
        self.y = j["y"]
        self.owner = j["owner"]
        self.live_time = j["liveTime"]  # ticks it still burns


class XYInfo:
    """Everything on one cell."""

    def __init__(self, cell_type):
        self.type = cell_type
        self.player = None  # the alive bomber here
        self.bomb = None
        self.bonus = None   # a visible bonus
        self.lavas = []


class GameBoard:
    def __init__(self, j, my_id, config):
        self.tick = j["tick"]
        self.width = j["width"]
        self.height = j["height"]
        self.config = config
        self.my_id = my_id
        # cells[x][y] and xy_info[x][y], as in the original API
        self.cells = [[CellType.BY_CHAR[j["cells"][y][x]] for y in range(self.height)] for x in range(self.width)]
        self.players = [Player(p) for p in j["players"]]
        self.bombs = [Bomb(b) for b in j["bombs"]]
        self.bonuses = [Bonus(b) for b in j["bonuses"]]
        self.lavas = [Lava(l) for l in j["lavas"]]
        self.xy_info = [[XYInfo(self.cells[x][y]) for y in range(self.height)] for x in range(self.width)]
        for p in self.players:
            if p.alive:
                self.xy_info[p.x][p.y].player = p
        for b in self.bombs:
            self.xy_info[b.x][b.y].bomb = b
        for b in self.bonuses:
            self.xy_info[b.x][b.y].bonus = b
        for l in self.lavas:
            self.xy_info[l.x][l.y].lavas.append(l)

    @property
    def me(self):
        return next(p for p in self.players if p.id == self.my_id)

    def inside(self, x, y):
        return 0 <= x < self.width and 0 <= y < self.height

    def cell(self, x, y):
        return self.cells[x][y] if self.inside(x, y) else CellType.INDESTRUCTIBLE

    def walkable(self, x, y):
        """Free, no bomb, no alive bomber: a bomber may step here."""
        if self.cell(x, y) != CellType.FREE:
            return False
        info = self.xy_info[x][y]
        return info.bomb is None and info.player is None
