class World:
    """What one player sees at one moment: the move, the players, the visible troopers and bonuses, the map.

    cells[x][y] is a CellType; cell_visibilities is the flattened reachability matrix (one byte, 0 or 1, per
    entry), indexed x-major with the stance fastest.
    """

    def __init__(self, move_index, width, height, players, troopers, bonuses, cells, cell_visibilities):
        self.move_index = move_index
        self.width = width
        self.height = height
        self.players = players
        self.troopers = troopers
        self.bonuses = bonuses
        self.cells = cells
        self.cell_visibilities = cell_visibilities

    def is_visible(self, max_range, viewer_x, viewer_y, viewer_stance, object_x, object_y, object_stance):
        """Within max_range and reachable for the lower of the two stances (pass PRONE for a bonus)."""
        dx = object_x - viewer_x
        dy = object_y - viewer_y
        if dx * dx + dy * dy > max_range * max_range:
            return False
        stance = min(viewer_stance, object_stance)
        w, h = self.width, self.height
        return self.cell_visibilities[viewer_x * h * w * h * 3 + viewer_y * w * h * 3 + object_x * h * 3
                                      + object_y * 3 + stance] != 0
