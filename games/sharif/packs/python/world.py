"""The game as your AI sees it: World, Player, King, Unit, Map, Path, Cell, BaseUnit, Spell, CastSpell,
GameConstants, with the API of the game document (snake_case). Rebuilt from each turn message."""


class Cell:
    def __init__(self, row, col):
        self.row = row
        self.col = col

    def __eq__(self, other):
        return isinstance(other, Cell) and self.row == other.row and self.col == other.col

    def __hash__(self):
        return self.row * 1000 + self.col

    def __repr__(self):
        return "(%d, %d)" % (self.row, self.col)


class Path:
    def __init__(self, path_id, cells):
        self.id = path_id
        self.cells = cells

    def reversed(self):
        return Path(self.id, list(reversed(self.cells)))

    def __repr__(self):
        return "Path(%d, %d cells)" % (self.id, len(self.cells))


class GameConstants:
    def __init__(self, info):
        self.max_ap = info["maxAP"]
        self.max_turns = info["maxTurns"]
        self.turn_timeout = info["turnTimeout"]
        self.pick_timeout = info["pickTimeout"]
        self.turns_to_upgrade = info["turnsToUpgrade"]
        self.turns_to_spell = info["turnsToSpell"]
        self.damage_upgrade_addition = info["damageUpgradeAddition"]
        self.range_upgrade_addition = info["rangeUpgradeAddition"]
        self.deck_size = info["deckSize"]
        self.hand_size = info["handSize"]
        self.ap_addition = info["apAddition"]


class BaseUnit:
    """A card: what a unit of this type is. target_type is what it can hit: GROUND, AIR or BOTH."""

    def __init__(self, info):
        self.type_id = info["typeId"]
        self.max_hp = info["maxHP"]
        self.base_attack = info["baseAttack"]
        self.base_range = info["baseRange"]
        self.target_type = info["target"]
        self.is_flying = info["isFlying"]
        self.is_multiple = info["isMultiple"]
        self.ap = info["ap"]


class Spell:
    """type is HP, HASTE, DUPLICATE or TELE; target is SELF, ALLIED or ENEMY."""

    def __init__(self, info):
        self.type = info["type"]
        self.type_id = info["typeId"]
        self.priority = info["priority"]
        self.duration = info["duration"]
        self.range = info["range"] or 0
        self.power = info["power"] or 0
        self.target = info["target"]

    def is_area_spell(self):
        return self.type != "TELE"

    def is_unit_spell(self):
        return self.type == "TELE"

    def is_damaging(self):
        return self.type == "HP" and self.power < 0


class King:
    def __init__(self, player_id, center, hp, attack, range_):
        self.player_id = player_id
        self.center = center
        self.hp = hp
        self.attack = attack
        self.range = range_
        self.is_alive = True
        self.target_id = -1
        self.target = None
        self.target_cell = None


class Unit:
    def __init__(self, info, world):
        self.unit_id = info["unitId"]
        self.player_id = info["playerId"]
        self.base_unit = world.get_base_unit_by_id(info["typeId"])
        self.cell = world.map.cell(info["cell"]["row"], info["cell"]["col"])
        self.path = world.get_path_by_id(info["pathId"]) if info["pathId"] >= 0 else None
        self.hp = info["hp"]
        self.damage_level = info["damageLevel"]
        self.range_level = info["rangeLevel"]
        self.is_duplicate = info["isDuplicate"]
        self.is_hasted = info["isHasted"]
        self.affected_spells = info["affectedSpells"]
        self.range = info["range"]
        self.attack = info["attack"]
        self.was_played_this_turn = info["wasPlayedThisTurn"]
        self.was_range_upgraded = info["wasRangeUpgraded"]
        self.was_damage_upgraded = info["wasDamageUpgraded"]
        self.target_id = info["target"]
        self.target = None
        self.target_if_king = None
        cell = info.get("targetCell")
        self.target_cell = world.map.cell(cell["row"], cell["col"]) if cell else None

    def __repr__(self):
        return "Unit(%d, type %d, player %d, %s, hp %d)" % (self.unit_id, self.base_unit.type_id, self.player_id,
                                                            self.cell, self.hp)


class CastSpell:
    def __init__(self, info, world):
        self.spell = world.get_spell_by_id(info["typeId"])
        self.id = info["id"]
        self.caster_id = info["casterId"]
        self.cell = world.map.cell(info["cell"]["row"], info["cell"]["col"])
        self.unit_id = info["unitId"]
        self.path_id = info["pathId"]
        self.remaining_turns = info["remainingTurns"]
        self.was_cast_this_turn = info["wasCastThisTurn"]
        self.affected_units = info["affectedUnits"]


class Map:
    def __init__(self, info):
        self.row_num = info["rows"]
        self.col_num = info["cols"]
        self.cells = [[Cell(r, c) for c in range(self.col_num)] for r in range(self.row_num)]
        self.paths = [Path(p["id"], [self.cell(c["row"], c["col"]) for c in p["cells"]]) for p in info["paths"]]
        self.kings = []
        self.units = []

    def cell(self, row, col):
        if 0 <= row < self.row_num and 0 <= col < self.col_num:
            return self.cells[row][col]
        return Cell(row, col)


class Player:
    def __init__(self, player_id, king):
        self.player_id = player_id
        self.king = king
        self.deck = []          # your own deck and hand only
        self.hand = []
        self.ap = 0
        self.units = []
        self.paths_from_player = []
        self.path_to_friend = None
        self.spells = []        # yours and your friend's only
        self.cast_area_spell = None
        self.cast_unit_spell = None
        self.duplicate_units = []
        self.hasted_units = []
        self.played_units = []
        self.died_units = []
        self.range_upgraded_unit = None
        self.damage_upgraded_unit = None

    def is_alive(self):
        return self.king.is_alive

    def get_hp(self):
        return self.king.hp


class World:
    """Everything of the current turn, and your commands (they take effect next turn)."""

    def __init__(self, init, send):
        self._send = send
        self.game_constants = GameConstants(init["gameConstants"])
        self.map = Map(init["map"])
        self.base_units = [BaseUnit(u) for u in init["baseUnits"]]
        self.spells = [Spell(s) for s in init["spells"]]
        self.current_turn = 0
        order = [k["playerId"] for k in init["map"]["kings"]]  # me, friend, enemy, enemy
        self._order = order
        self.players = {}
        for k in init["map"]["kings"]:
            center = self.map.cell(k["center"]["row"], k["center"]["col"])
            king = King(k["playerId"], center, k["hp"], k["attack"], k["range"])
            self.map.kings.append(king)
            self.players[k["playerId"]] = Player(k["playerId"], king)
        for player in self.players.values():
            self._paths_of(player)
        self._received_spell = -1
        self._friend_received_spell = -1
        self._upgrades = (0, 0)
        self.cast_spells = []
        self._units_by_id = {}

    def _paths_of(self, player):
        center = player.king.center
        friend_center = self.players[self._friend_id(player.player_id)].king.center
        for path in self.map.paths:
            ends = (path.cells[0], path.cells[-1])
            if center not in ends:
                continue
            oriented = path if path.cells[0] == center else path.reversed()
            if friend_center in ends:
                player.path_to_friend = oriented
            else:
                player.paths_from_player.append(oriented)

    def _friend_id(self, player_id):
        return player_id ^ 2

    # ---- reading a turn ------------------------------------------------------------------------

    def update(self, info):
        self.current_turn = info["currTurn"]
        me = self.get_me()
        me.deck = [self.get_base_unit_by_id(t) for t in info["deck"]]
        me.hand = [self.get_base_unit_by_id(t) for t in info["hand"]]
        me.ap = info["remainingAP"]
        for k in info["kings"]:
            king = self.players[k["playerId"]].king
            king.is_alive = k["isAlive"]
            king.hp = k["hp"]
            king.target_id = k["target"]
        self.map.units = [Unit(u, self) for u in info["units"]]
        self._units_by_id = {u.unit_id: u for u in self.map.units}
        died = [Unit(u, self) for u in info["diedUnits"]]
        for unit in self.map.units:
            if 0 <= unit.target_id <= 3:
                unit.target_if_king = self.players[unit.target_id].king
            elif unit.target_id >= 0:
                unit.target = self._units_by_id.get(unit.target_id)
        for king in self.map.kings:
            king.target = self._units_by_id.get(king.target_id)
            king.target_cell = king.target.cell if king.target else None
        self.cast_spells = [CastSpell(c, self) for c in info["castSpells"]]
        for player in self.players.values():
            pid = player.player_id
            player.units = [u for u in self.map.units if u.player_id == pid]
            player.duplicate_units = [u for u in player.units if u.is_duplicate]
            player.hasted_units = [u for u in player.units if u.is_hasted]
            player.played_units = [u for u in player.units if u.was_played_this_turn]
            player.died_units = [u for u in died if u.player_id == pid]
            player.range_upgraded_unit = next((u for u in player.units if u.was_range_upgraded), None)
            player.damage_upgraded_unit = next((u for u in player.units if u.was_damage_upgraded), None)
            mine = [c for c in self.cast_spells if c.caster_id == pid and c.was_cast_this_turn]
            player.cast_area_spell = next((c for c in mine if c.spell.is_area_spell()), None)
            player.cast_unit_spell = next((c for c in mine if c.spell.is_unit_spell()), None)
            player.spells = []
        me.spells = [self.get_spell_by_id(t) for t in info["mySpells"]]
        self.get_friend().spells = [self.get_spell_by_id(t) for t in info["friendSpells"]]
        self._received_spell = info["receivedSpell"]
        self._friend_received_spell = info["friendReceivedSpell"]
        self._upgrades = (info["availableRangeUpgrades"], info["availableDamageUpgrades"])

    # ---- players, map, cards -------------------------------------------------------------------

    def get_me(self):
        return self.players[self._order[0]]

    def get_friend(self):
        return self.players[self._order[1]]

    def get_first_enemy(self):
        return self.players[self._order[2]]

    def get_second_enemy(self):
        return self.players[self._order[3]]

    def get_player_by_id(self, player_id):
        return self.players.get(player_id)

    def get_map(self):
        return self.map

    def get_current_turn(self):
        return self.current_turn

    def get_game_constants(self):
        return self.game_constants

    def get_all_base_units(self):
        return list(self.base_units)

    def get_all_spells(self):
        return list(self.spells)

    def get_base_unit_by_id(self, type_id):
        return self.base_units[type_id] if 0 <= type_id < len(self.base_units) else None

    def get_spell_by_id(self, type_id):
        return next((s for s in self.spells if s.type_id == type_id), None)

    def get_path_by_id(self, path_id):
        return next((p for p in self.map.paths if p.id == path_id), None)

    def get_king_by_id(self, player_id):
        player = self.players.get(player_id)
        return player.king if player else None

    def get_unit_by_id(self, unit_id):
        return self._units_by_id.get(unit_id)

    def get_cell_units(self, cell=None, row=None, col=None):
        cell = cell or Cell(row, col)
        return [u for u in self.map.units if u.cell == cell]

    def get_paths_crossing_cell(self, cell=None, row=None, col=None):
        cell = cell or Cell(row, col)
        return [p for p in self.map.paths if cell in p.cells]

    def get_shortest_path_to_cell(self, from_player=None, cell=None, from_player_id=None, row=None, col=None):
        """The path from the player's king (or through the friend's king) that reaches the cell first."""
        player = from_player or self.players[from_player_id]
        cell = cell or Cell(row, col)
        best, best_steps = None, None
        friend = self.players[self._friend_id(player.player_id)]
        detour = len(player.path_to_friend.cells) - 1 if player.path_to_friend else 0
        for path, extra in [(p, 0) for p in player.paths_from_player] + \
                           [(p, detour) for p in friend.paths_from_player]:
            if cell in path.cells:
                steps = extra + path.cells.index(cell)
                if best_steps is None or steps < best_steps:
                    best, best_steps = path, steps
        return best

    def get_area_spell_targets(self, center=None, spell=None, row=None, col=None, spell_id=None):
        """The units an area spell cast at the center would catch now."""
        center = center or Cell(row, col)
        spell = spell or self.get_spell_by_id(spell_id)
        me, friend = self.get_me().player_id, self.get_friend().player_id
        allowed = {"SELF": {me}, "ALLIED": {me, friend}}.get(spell.target)
        caught = []
        for unit in self.map.units:
            if abs(unit.cell.row - center.row) > spell.range or abs(unit.cell.col - center.col) > spell.range:
                continue
            if allowed is None and unit.player_id in (me, friend):
                continue
            if allowed is not None and unit.player_id not in allowed:
                continue
            caught.append(unit)
        return caught

    def get_cast_spells_on_unit(self, unit=None, unit_id=None):
        unit_id = unit.unit_id if unit else unit_id
        return [c for c in self.cast_spells if unit_id in c.affected_units]

    def get_range_upgrade_number(self):
        return self._upgrades[0]

    def get_damage_upgrade_number(self):
        return self._upgrades[1]

    def get_remaining_turns_to_upgrade(self):
        period = self.game_constants.turns_to_upgrade
        return period - self.current_turn % period

    def get_remaining_turns_to_get_spell(self):
        period = self.game_constants.turns_to_spell
        return period - self.current_turn % period

    def get_received_spell(self):
        return self.get_spell_by_id(self._received_spell) if self._received_spell >= 0 else None

    def get_friend_received_spell(self):
        if self._friend_received_spell < 0:
            return None
        return self.get_spell_by_id(self._friend_received_spell)

    # ---- commands (at most one spell and one upgrade a turn count; send as many puts as AP allow) ----

    def choose_hand_by_id(self, type_ids):
        """During pick: your deck's order; its first hand-size cards are your first hand."""
        self._send("pick", {"units": list(type_ids)}, 0)

    def choose_hand(self, base_units):
        self.choose_hand_by_id([b.type_id for b in base_units])

    def put_unit(self, base_unit=None, path=None, type_id=None, path_id=None):
        type_id = base_unit.type_id if base_unit else type_id
        path_id = path.id if path else path_id
        self._send("putUnit", {"typeId": type_id, "pathId": path_id}, self.current_turn)

    def cast_area_spell(self, center=None, spell=None, row=None, col=None, spell_id=None):
        center = center or Cell(row, col)
        type_id = spell.type_id if spell else spell_id
        self._send("castSpell", {"typeId": type_id, "cell": {"row": center.row, "col": center.col},
                                 "unitId": -1, "pathId": -1}, self.current_turn)

    def cast_unit_spell(self, unit=None, path=None, cell=None, spell=None, unit_id=None, path_id=None, row=None,
                        col=None, spell_id=None):
        cell = cell or Cell(row, col)
        self._send("castSpell", {"typeId": spell.type_id if spell else spell_id,
                                 "cell": {"row": cell.row, "col": cell.col},
                                 "unitId": unit.unit_id if unit else unit_id,
                                 "pathId": path.id if path else path_id}, self.current_turn)

    def upgrade_unit_range(self, unit=None, unit_id=None):
        self._send("rangeUpgrade", {"unitId": unit.unit_id if unit else unit_id}, self.current_turn)

    def upgrade_unit_damage(self, unit=None, unit_id=None):
        self._send("damageUpgrade", {"unitId": unit.unit_id if unit else unit_id}, self.current_turn)

    def end_turn(self):
        self._send("endTurn", {}, self.current_turn)
