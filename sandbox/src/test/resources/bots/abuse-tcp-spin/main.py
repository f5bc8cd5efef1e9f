# A TCP strategy that answers every ping at once, while eight children of its own spin between its turns: they start
# after its first answer, so the CPU time they use is spent during the game, whatever the sandbox's start-up costs.
import os
import socket
import sys


def spin_eight():
    # said first: under gVisor the budget may run out before the last fork returns
    sys.stderr.write("eight children spinning\n")
    sys.stderr.flush()
    for _ in range(8):
        if os.fork() == 0:
            while True:
                pass


host, port, token = sys.argv[1], int(sys.argv[2]), sys.argv[3]
game = socket.create_connection((host, port))
game.sendall(("hello " + token + "\n").encode())
spinning = False
for line in game.makefile("r"):
    line = line.strip()
    if line == "end":
        break
    if line.startswith("ping "):
        game.sendall(("pong " + line[5:] + "\n").encode())
        if not spinning:
            spin_eight()
            spinning = True
