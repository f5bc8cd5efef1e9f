# A TCP strategy that answers the first ping, then starts an answer it never ends: bytes without a newline, forever.
import socket
import sys

host, port, token = sys.argv[1], int(sys.argv[2]), sys.argv[3]
game = socket.create_connection((host, port))
game.sendall(("hello " + token + "\n").encode())
for line in game.makefile("r"):
    if line.strip() == "ping 1":
        game.sendall(b"pong 1\n")
    elif line.startswith("ping "):
        sys.stderr.write("writing without end\n")
        sys.stderr.flush()
        chunk = b"pong " + b"9" * 65536
        while True:
            game.sendall(chunk)
