# Answers the first ping, then exits with code 3 on the second.
import sys

for line in sys.stdin:
    if line.startswith("ping "):
        if line.strip() == "ping 2":
            sys.stderr.write("giving up on purpose\n")
            sys.exit(3)
        print("pong " + line[5:].strip(), flush=True)
