# A TCP strategy that opens many connections: its game connection, then 500 more to the game port (the relay serves
# one), and 400 between sockets of its own on its loopback (its own business, in its own namespace). Then it plays
# properly on the first connection.
import socket
import sys
import time


def log(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()


def reach(host, port, timeout):
    attempt = socket.socket()
    attempt.settimeout(timeout)
    try:
        return attempt.connect_ex((host, port)) == 0
    except OSError:
        return False
    finally:
        attempt.close()


def until_served(host, port):
    """Waits until the relay took its one connection (the first in its queue, the game's): then it listens no more."""
    for _ in range(200):
        if not reach(host, port, 1):
            return
        time.sleep(0.05)


host, port, token = sys.argv[1], int(sys.argv[2]), sys.argv[3]
game = socket.create_connection((host, port))
until_served(host, port)
opened = sum(1 for _ in range(500) if reach(host, port, 1))
log("extra connections to the game port: %d of 500 opened" % opened)
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(512)
own = []
for _ in range(400):
    own.append(socket.create_connection(listener.getsockname()))
    own.append(listener.accept()[0])
log("own connections: %d" % (len(own) // 2))
# the greeting after the search: the start-up limit covers it, a move limit would not
game.sendall(("hello " + token + "\n").encode())
for line in game.makefile("r"):
    line = line.strip()
    if line == "end":
        break
    if line.startswith("ping "):
        game.sendall(("pong " + line[5:] + "\n").encode())
