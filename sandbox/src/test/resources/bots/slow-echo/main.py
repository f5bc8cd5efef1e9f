# Echo over TCP (host port token) that thinks 100 ms before each answer: a legal strategy that makes every turn last.
import socket
import sys
import time

host, port, token = sys.argv[1], int(sys.argv[2]), sys.argv[3]
game = socket.create_connection((host, port))
game.sendall(("hello " + token + "\n").encode())
for line in game.makefile("r"):
    line = line.strip()
    if line == "end":
        break
    if line.startswith("ping "):
        time.sleep(0.1)
        game.sendall(("pong " + line[5:] + "\n").encode())
