"""Bomber starter pack: the JSON-lines protocol around your strategy. You should not need to edit this file.

The engine writes one JSON object per line on stdin (init, tick, end); we answer one line per request
on stdout: {"type":"ready"} once, then {"type":"action","tick":T,"action":"UP"} for every tick.
Print your own debugging to stderr, never to stdout.
"""
import json
import sys
import traceback

from bomber import Config, GameBoard, PlayerAction
import strategy


def answer(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def main():
    config = Config({})
    my_id = 0
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "init":
            my_id = message["playerId"]
            config = Config(message.get("config", {}))
            answer({"type": "ready"})
        elif kind == "tick":
            tick = message["tick"]
            try:
                board = GameBoard(message["board"], my_id, config)
                action = strategy.play(board)
                if action not in PlayerAction.ALL:
                    raise ValueError("play() returned %r, not a PlayerAction" % (action,))
                answer({"type": "action", "tick": tick, "action": action})
            except Exception as error:  # a bug in play() costs one tick, not the game
                traceback.print_exc(file=sys.stderr)
                answer({"type": "action", "tick": tick, "action": PlayerAction.WAIT, "error": repr(error)[:200]})
        elif kind == "end":
            return


if __name__ == "__main__":
    main()
