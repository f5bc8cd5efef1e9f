# Answers each "ping N" with "pong N" over TCP (host port token) in two writes, Nagle's algorithm on (the
# socket's default), as the 2012 smart-dog clients write their lines: the second write leaves only once the
# first is acknowledged. At "end" it logs how many ACKs the kernel delayed meanwhile in its network
# namespace: the sandbox's own, where only this connection runs.
import socket
import sys


def delayed_acks():
    with open("/proc/net/netstat") as netstat:
        lines = netstat.read().splitlines()
    for names, values in zip(lines[::2], lines[1::2]):
        if names.startswith("TcpExt:"):
            return int(dict(zip(names.split()[1:], values.split()[1:]))["DelayedACKs"])
    raise SystemExit("no DelayedACKs in /proc/net/netstat")


host, port, token = sys.argv[1:4]
connection = socket.create_connection((host, int(port)))
connection.sendall(("hello " + token + "\n").encode())
before = None
for line in connection.makefile("r"):
    line = line.strip()
    if line == "end":
        break
    if line.startswith("ping "):
        if before is None:
            before = delayed_acks()
        connection.sendall(b"pong ")
        connection.sendall((line[5:] + "\n").encode())
sys.stderr.write("delayed ACKs: %d\n" % (delayed_acks() - before))
sys.stderr.flush()
