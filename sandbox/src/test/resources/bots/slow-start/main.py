# Sleeps four seconds before it reads anything: a start-up slow on the wall clock, not on its own CPU time.
import sys
import time

sys.stderr.write("taking my time\n")
sys.stderr.flush()
time.sleep(4)
for line in sys.stdin:
    if line.strip() == "end":
        break
    if line.startswith("ping "):
        print("pong " + line[5:].strip(), flush=True)
