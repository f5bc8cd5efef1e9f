"""Your strategy. The example walks each dog behind a sheep, on the side away from your pen, and barks:
a barked sheep runs away from the dog along the longer axis between them."""

DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


def play(game, turn):
    pens = [(x, y) for y in range(game.rows) for x in range(game.cols) if game.own_pen(x, y)]
    taken = {(o["x"], o["y"]) for o in turn.objects if "type" in o}
    targets = [s for s in turn.sheep() if not game.own_pen(s["x"], s["y"])]
    commands = []
    for dog in sorted(turn.dogs(game.you), key=lambda d: d["id"]):
        if dog["action"] == "panic" or not pens:
            continue
        x, y = dog["x"], dog["y"]
        target = min(targets, key=lambda s: distance(game, x, y, s["x"], s["y"]), default=None)
        if target is None:
            step = wander(game, dog, turn, taken)
        else:
            targets.remove(target)
            pen = min(pens, key=lambda p: distance(game, target["x"], target["y"], p[0], p[1]))
            push = towards(game, target["x"], target["y"], pen[0], pen[1])
            stand = ((target["x"] - DIRECTIONS[push][0]) % game.cols, (target["y"] - DIRECTIONS[push][1]) % game.rows)
            if dog["action"] == "move" and good_bark(game, turn, x, y, target, push):
                commands.append("do %d bark" % dog["id"])
            step = approach(game, x, y, stand, taken)
        if step:
            commands.append("do %d move %s" % (dog["id"], step))
            taken.discard((x, y))
            taken.add(((x + DIRECTIONS[step][0]) % game.cols, (y + DIRECTIONS[step][1]) % game.rows))
    return commands


def distance(game, x1, y1, x2, y2):
    return abs(game.dx(x1, x2)) + abs(game.dy(y1, y2))


def towards(game, x1, y1, x2, y2):
    """The direction from (x1, y1) towards (x2, y2) along the longer axis."""
    dx, dy = game.dx(x1, x2), game.dy(y1, y2)
    if abs(dx) > abs(dy):
        return "right" if dx > 0 else "left"
    return "down" if dy > 0 else "up"


def good_bark(game, turn, x, y, sheep, push):
    r2 = game.dog_barking_r ** 2
    if game.dx(x, sheep["x"]) ** 2 + game.dy(y, sheep["y"]) ** 2 > r2 or towards(game, x, y, sheep["x"], sheep["y"]) != push:
        return False
    # never scare the sheep already in your pen
    return not any(game.own_pen(s["x"], s["y"]) and game.dx(x, s["x"]) ** 2 + game.dy(y, s["y"]) ** 2 <= r2
                   for s in turn.sheep())


def approach(game, x, y, goal, taken):
    best, best_distance = None, distance(game, x, y, goal[0], goal[1])
    for name, (dx, dy) in DIRECTIONS.items():
        nx, ny = (x + dx) % game.cols, (y + dy) % game.rows
        d = distance(game, nx, ny, goal[0], goal[1])
        if d < best_distance and game.traversable(nx, ny) and (nx, ny) not in taken:
            best, best_distance = name, d
    return best


def wander(game, dog, turn, taken):
    """No sheep in sight: walk on, a different way for each dog, turning every 10 turns."""
    names = list(DIRECTIONS)
    for i in range(4):
        name = names[(dog["id"] + turn.number // 10 + i) % 4]
        nx, ny = (dog["x"] + DIRECTIONS[name][0]) % game.cols, (dog["y"] + DIRECTIONS[name][1]) % game.rows
        if game.traversable(nx, ny) and (nx, ny) not in taken:
            return name
    return None
