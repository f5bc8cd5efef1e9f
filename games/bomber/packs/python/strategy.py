"""Your strategy: play(board) returns the action of your bomber for the next tick.

This is the quick-start example: get out of any blast you can see coming, bomb when your blast would
burn a building or a bomber and you can still escape, else walk to the nearest bonus, else to the
nearest place worth bombing. Change anything you like.
"""
from collections import deque

from bomber import CellType, PlayerAction

RAYS = list(PlayerAction.MOVES.values())


def play(board):
    me = board.me
    danger = burn_times(board)
    if (me.x, me.y) in danger:
        return escape(board, me, danger) or PlayerAction.WAIT
    no_bomb_here = board.xy_info[me.x][me.y].bomb is None
    if me.bombs_count > 0 and no_bomb_here and targets(board, me, me.x, me.y) > 0:
        mine = (me.x, me.y, me.bang_radius, board.config.bomb_live_time)
        if escape(board, me, burn_times(board, extra=mine)):
            return PlayerAction.BOMB
    step = first_step(board, me, danger, {(b.x, b.y) for b in board.bonuses})
    if step:
        return step
    spots = {(x, y) for x in range(board.width) for y in range(board.height)
             if board.walkable(x, y) and targets(board, me, x, y) > 0}
    return first_step(board, me, danger, spots) or PlayerAction.WAIT


def cross(board, x, y, radius):
    """The cells a bomb on (x, y) burns: the centre, then each ray up to the first wall or building."""
    cells = [(x, y)]
    for dx, dy in RAYS:
        for k in range(1, radius + 1):
            cx, cy = x + k * dx, y + k * dy
            kind = board.cell(cx, cy)
            if kind == CellType.INDESTRUCTIBLE:
                break
            cells.append((cx, cy))
            if kind == CellType.DESTRUCTIBLE:
                break
    return cells


def burn_times(board, extra=None):
    """{(x, y): [(first, last), ...]}: the coming ticks (1 = the next one) in which the cell burns."""
    bombs = [(b.x, b.y, b.bang_radius, b.live_time) for b in board.bombs]
    if extra:
        bombs.append(extra)
    when = [b[3] for b in bombs]
    changed = True
    while changed:  # a bomb in another's blast explodes with it (chain reaction)
        changed = False
        for i, (x, y, r, _) in enumerate(bombs):
            hit = set(cross(board, x, y, r))
            for j, other in enumerate(bombs):
                if (other[0], other[1]) in hit and when[i] < when[j]:
                    when[j] = when[i]
                    changed = True
    danger = {}
    lava = board.config.lava_livetime
    for (x, y, r, _), t in zip(bombs, when):
        for cell in cross(board, x, y, r):
            danger.setdefault(cell, []).append((t, t + lava - 1))
    for l in board.lavas:
        danger.setdefault((l.x, l.y), []).append((1, l.live_time))
    return danger


def burning(danger, cell, tick):
    return any(first <= tick <= last for first, last in danger.get(cell, ()))


def safe_after(danger, cell, tick):
    return all(last < tick for _, last in danger.get(cell, ()))


def escape(board, me, danger):
    """The first action of the shortest way to a cell that stays safe, waiting allowed; None if there is none."""
    start = (me.x, me.y)
    horizon = board.config.bomb_live_time + board.config.lava_livetime + 2
    queue = deque([(start, 0, None)])
    seen = {(start, 0)}
    while queue:
        cell, tick, first = queue.popleft()
        if tick > 0 and safe_after(danger, cell, tick):
            return first
        if tick == horizon:
            continue
        options = [(PlayerAction.WAIT, cell)]
        for action, (dx, dy) in PlayerAction.MOVES.items():
            nxt = (cell[0] + dx, cell[1] + dy)
            if board.walkable(*nxt):
                options.append((action, nxt))
        for action, nxt in options:
            if not burning(danger, nxt, tick + 1) and (nxt, tick + 1) not in seen:
                seen.add((nxt, tick + 1))
                queue.append((nxt, tick + 1, first or action))
    return None


def first_step(board, me, danger, goals):
    """The first move of the shortest safe walk to the nearest goal, or None."""
    start = (me.x, me.y)
    queue = deque([(start, None)])
    seen = {start}
    while queue:
        cell, first = queue.popleft()
        if cell in goals and first:
            return first
        for action, (dx, dy) in PlayerAction.MOVES.items():
            nxt = (cell[0] + dx, cell[1] + dy)
            if nxt not in seen and board.walkable(*nxt) and nxt not in danger:
                seen.add(nxt)
                queue.append((nxt, first or action))
    return None


def targets(board, me, x, y):
    """Buildings and enemies a bomb of mine on (x, y) would burn."""
    count = 0
    for cx, cy in cross(board, x, y, me.bang_radius)[1:]:
        info = board.xy_info[cx][cy]
        if info.type == CellType.DESTRUCTIBLE:
            count += 1
        elif info.player is not None and info.player.id != me.id:
            count += 1
    return count
