class PlayerContext:
    """One PLAYER_CONTEXT message: the trooper whose turn it is and the world its player sees."""

    def __init__(self, trooper, world):
        self.trooper = trooper
        self.world = world
