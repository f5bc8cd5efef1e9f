from model.ActionType import ActionType


class Move:
    """Filled by the strategy: the action and its target (a direction, or x and y when direction is None)."""

    def __init__(self):
        self.action = ActionType.END_TURN
        self.direction = None
        self.x = -1
        self.y = -1
