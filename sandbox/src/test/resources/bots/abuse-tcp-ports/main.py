# A TCP strategy that looks for other ports to talk to: a second connection to its game port, every port from 1 to
# 10,000 on its loopback (where other seats' relays, the site or a database would listen, were they reachable) and
# the worker's host (HOST_ADDRESS, HOST_PORT). It logs what it reached, then plays properly on its own connection.
import os
import socket
import sys
import time


def log(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()


def reach(host, port, timeout=2):
    """Whether a connection to host:port opens (a connection to itself does not count)."""
    attempt = socket.socket()
    attempt.settimeout(timeout)
    try:
        if attempt.connect_ex((host, port)) != 0:
            return False
        return attempt.getsockname() != attempt.getpeername()
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
log("second connection to the game port: " + ("LEAK: open" if reach(host, port) else "refused"))
found = [p for p in range(1, 10001) if p != port and reach("127.0.0.1", p, 0.5)]
log("open loopback ports: " + (",".join(map(str, found)) if found else "none"))
host_port = int(os.environ["HOST_PORT"])
for what, address in (("host", os.environ["HOST_ADDRESS"]), ("loopback", "127.0.0.1")):
    log("%s %s:%d %s" % (what, address, host_port, "LEAK: reached" if reach(address, host_port) else "unreachable"))
# the greeting after the search: the start-up limit covers it, a move limit would not
game.sendall(("hello " + token + "\n").encode())
for line in game.makefile("r"):
    line = line.strip()
    if line == "end":
        break
    if line.startswith("ping "):
        game.sendall(("pong " + line[5:] + "\n").encode())
