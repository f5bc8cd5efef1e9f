# Answers each "ping N" with "pong N" over TCP (host port token) in two writes, Nagle's algorithm on (the
# socket's default), as the 2012 smart-dog clients write their lines: the second write leaves only once the
# first is acknowledged.
import socket
import sys

host, port, token = sys.argv[1:4]
connection = socket.create_connection((host, int(port)))
connection.sendall(("hello " + token + "\n").encode())
for line in connection.makefile("r"):
    line = line.strip()
    if line == "end":
        break
    if line.startswith("ping "):
        connection.sendall(b"pong ")
        connection.sendall((line[5:] + "\n").encode())
