class Player:
    def __init__(self, id, name, score, strategy_crashed, approximate_x, approximate_y):
        self.id = id
        self.name = name
        self.score = score
        self.strategy_crashed = strategy_crashed
        # the commander's air reconnaissance result for this player, or -1
        self.approximate_x = approximate_x
        self.approximate_y = approximate_y
