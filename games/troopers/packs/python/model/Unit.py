from math import hypot


class Unit:
    """What troopers and bonuses share: an id and a cell."""

    def __init__(self, id, x, y):
        self.id = id
        self.x = x
        self.y = y

    def get_distance_to(self, x, y):
        """Euclidean distance between the centres of this unit's cell and cell (x, y)."""
        return hypot(x - self.x, y - self.y)

    def get_distance_to_unit(self, unit):
        return self.get_distance_to(unit.x, unit.y)
