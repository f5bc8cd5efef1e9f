"""Sharif AI Challenge 2020 on Arena: the connection to the game (entry point; you should not need to change it).

It connects as the original clients do (AICHostIP, AICHostPort, AICToken, AICRetryDelay), says its
token, and then for every message of the game updates the World and calls your AI in ai.py:
pick(world) once, turn(world) every turn, end(world, scores) at the end. Your commands are sent as you
make them; main.py ends your turn when your function returns.
"""
import json
import os
import socket
import sys
import time
import traceback

from ai import AI
from world import World

NUL = b"\0"


class Connection:
    def __init__(self, host, port, token, retry_delay_ms):
        self.sock = None
        for attempt in range(60):
            try:
                self.sock = socket.create_connection((host, port))
                break
            except OSError:
                time.sleep(retry_delay_ms / 1000.0)
        if self.sock is None:
            raise SystemExit("cannot connect to %s:%d" % (host, port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.pending = b""
        self.send("token", {"token": token}, 0)

    def send(self, kind, info, turn):
        text = json.dumps({"type": kind, "info": info, "turn": turn}, separators=(",", ":"))
        self.sock.sendall(text.encode("utf-8") + NUL)

    def receive(self):
        """The next message, or None when the game closed the connection."""
        while NUL not in self.pending:
            data = self.sock.recv(1 << 16)
            if not data:
                return None
            self.pending += data
        text, self.pending = self.pending.split(NUL, 1)
        return json.loads(text.decode("utf-8"))


def call(action, *args):
    try:
        action(*args)
    except Exception:
        traceback.print_exc(file=sys.stderr)  # stdout is yours to print to; the game keeps going


def main():
    env = os.environ
    connection = Connection(env.get("AICHostIP", "127.0.0.1"), int(env.get("AICHostPort", "7099")),
                            env.get("AICToken", "0" * 32), int(env.get("AICRetryDelay", "1000")))
    ai = AI()
    world = None
    while True:
        message = connection.receive()
        if message is None:
            return
        kind, info = message["type"], message["info"]
        if kind == "init":
            world = World(info, connection.send)
            call(ai.pick, world)
            world.end_turn()
        elif kind == "turn":
            world.update(info)
            call(ai.turn, world)
            world.end_turn()
        elif kind == "shutdown":
            world.update(info["turnMessage"])
            scores = {entry["playerId"]: entry["score"] for entry in info["scores"]}
            call(ai.end, world, scores)
            return


if __name__ == "__main__":
    main()
