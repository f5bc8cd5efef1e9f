from math import hypot

from model.ActionType import ActionType
from model.CellType import CellType
from model.Direction import Direction
from model.TrooperStance import TrooperStance


class MyStrategy:
    """Your strategy. This example shoots the weakest enemy it can hit, and otherwise walks toward the nearest
    enemy in sight, or toward the centre of the map. An action the rules forbid (too few action points, a
    target out of range) crashes the strategy, so every action below is checked first."""

    def move(self, me, world, game, move):
        enemies = [t for t in world.troopers if not t.teammate]
        targets = [t for t in enemies if world.is_visible(me.shooting_range, me.x, me.y, me.stance, t.x, t.y, t.stance)]
        if targets and me.action_points >= me.shoot_cost:
            target = min(targets, key=lambda t: t.hitpoints)
            move.action = ActionType.SHOOT
            move.x = target.x
            move.y = target.y
            return

        goal_x, goal_y = world.width // 2, world.height // 2
        if enemies:
            nearest = min(enemies, key=lambda t: me.get_distance_to_unit(t))
            goal_x, goal_y = nearest.x, nearest.y
        if me.action_points < self.move_cost(me.stance, game):
            return  # END_TURN, the default action

        best, best_distance = None, hypot(goal_x - me.x, goal_y - me.y)
        for direction in (Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST):
            dx, dy = Direction.OFFSETS[direction]
            x, y = me.x + dx, me.y + dy
            if not self.free(world, x, y):
                continue
            distance = hypot(goal_x - x, goal_y - y)
            if distance < best_distance:
                best, best_distance = direction, distance
        if best is not None:
            move.action = ActionType.MOVE
            move.direction = best

    @staticmethod
    def move_cost(stance, game):
        if stance == TrooperStance.PRONE:
            return game.prone_move_cost
        if stance == TrooperStance.KNEELING:
            return game.kneeling_move_cost
        return game.standing_move_cost

    @staticmethod
    def free(world, x, y):
        """Inside the map, no cover, no trooper in sight on it."""
        if x < 0 or y < 0 or x >= world.width or y >= world.height or world.cells[x][y] != CellType.FREE:
            return False
        return all(t.x != x or t.y != y for t in world.troopers)
