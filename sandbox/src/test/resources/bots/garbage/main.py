# Answers the first ping, then something that is not a pong on the second (and keeps running).
import sys

for line in sys.stdin:
    if line.startswith("ping "):
        if line.strip() == "ping 2":
            print("hello there", flush=True)
        else:
            print("pong " + line[5:].strip(), flush=True)
