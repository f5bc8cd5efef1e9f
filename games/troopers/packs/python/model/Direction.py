class Direction:
    """The ordinals of the directions; OFFSETS[direction] is its (dx, dy)."""
    CURRENT_POINT = 0
    NORTH = 1
    EAST = 2
    SOUTH = 3
    WEST = 4

    OFFSETS = ((0, 0), (0, -1), (1, 0), (0, 1), (-1, 0))
