# Answers the first ping, then sleeps forever on the second.
import sys
import time

for line in sys.stdin:
    if line.startswith("ping "):
        if line.strip() == "ping 2":
            sys.stderr.write("sleeping\n")
            sys.stderr.flush()
            time.sleep(10 ** 9)
        print("pong " + line[5:].strip(), flush=True)
