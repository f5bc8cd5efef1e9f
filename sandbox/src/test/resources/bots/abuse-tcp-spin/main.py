# A TCP strategy that answers every ping at once, while eight children of its own spin between its turns.
import os
import socket
import sys

for _ in range(8):
    if os.fork() == 0:
        while True:
            pass
sys.stderr.write("eight children spinning\n")
sys.stderr.flush()
host, port, token = sys.argv[1], int(sys.argv[2]), sys.argv[3]
game = socket.create_connection((host, port))
game.sendall(("hello " + token + "\n").encode())
for line in game.makefile("r"):
    line = line.strip()
    if line == "end":
        break
    if line.startswith("ping "):
        game.sendall(("pong " + line[5:] + "\n").encode())
