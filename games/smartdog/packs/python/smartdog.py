"""The smartdog protocol: connects to the game server, joins, reads every turn, sends your commands.

Lines from the server are "<command> <payload>"; start, state, obj and finished carry a JSON object
without its braces, landscape a JSON array without its brackets.
"""
import json
import socket


class Game:
    """What the server said at the start: map size, your number and territory, the rules."""

    def __init__(self, start, landscape):
        self.you = start["you"]
        self.players = start["players"]
        self.rows = start["rows"]
        self.cols = start["cols"]
        self.territory = (start["x1"], start["x2"], start["y1"], start["y2"])
        self.dog_visibility_r = start["dogVisibilityR"]
        self.dog_barking_r = start["dogBarkingR"]
        self.sheep_stand_by = start["sheepStandBy"]
        self.sheep_scary_turns = start["sheepScaryTurns"]
        self.dog_scary_turns = start["dogScaryTurns"]
        self.turns_limit = start["turnsLimit"]
        # landscape[y][x]: '.' grass, '#' fence, '^' tree, '1'..'4' a player's pen
        self.landscape = landscape

    def traversable(self, x, y):
        return self.landscape[y % self.rows][x % self.cols] not in "#^"

    def own_pen(self, x, y):
        return self.landscape[y % self.rows][x % self.cols] == str(self.you)

    def delta(self, a, b, size):
        """From a to b the short way round (the map is a torus); at exactly half, the wrapped way."""
        d1 = b - a
        d2 = b - a - size if b > a else b - a + size
        return d1 if abs(d1) < abs(d2) else d2

    def dx(self, x1, x2):
        return self.delta(x1, x2, self.cols)

    def dy(self, y1, y2):
        return self.delta(y1, y2, self.rows)


class Turn:
    """One turn: its number and the objects your dogs see (dicts as the server sent them)."""

    def __init__(self, number, objects):
        self.number = number
        self.objects = objects

    def dogs(self, owner=None):
        return [o for o in self.objects if o.get("type") == "Dog" and (owner is None or o["owner"] == owner)]

    def sheep(self):
        return [o for o in self.objects if o.get("type") == "Sheep"]


def play(host, port, name, hub, strategy):
    """Plays one game; strategy(game, turn) returns the commands, e.g. ["do 3 move up", "do 3 bark"]."""
    with socket.create_connection((host, port)) as sock:
        reader = sock.makefile("r", encoding="utf-8", newline="\n")
        sock.sendall(("join %s%s\n" % (name, " " + hub if hub else "")).encode("utf-8"))
        start, game, number, objects = None, None, 0, []
        for line in reader:
            line = line.rstrip("\n")
            command, _, payload = line.partition(" ")
            payload = payload.strip()
            if command == "start":
                start = json.loads("{" + payload + "}")
            elif command == "landscape":
                game = Game(start, json.loads("[" + payload + "]"))
            elif command == "state":
                number, objects = json.loads("{" + payload + "}")["turn"], []
            elif command == "obj":
                objects.append(json.loads("{" + payload + "}"))
            elif command == "turn":
                commands = strategy(game, Turn(number, objects))
                sock.sendall(("".join(c + "\n" for c in commands) + "end\n").encode("utf-8"))
            elif command == "finished":
                return json.loads("{" + payload + "}")
            # wait, warning and error lines need no answer
    return None
