# Says which cores it may run on (its CPU affinity, which a cpuset or taskset sets), then echoes over stdio.
import os
import sys

sys.stderr.write("cores: %s\n" % ",".join(str(core) for core in sorted(os.sched_getaffinity(0))))
sys.stderr.flush()
for line in sys.stdin:
    if line.startswith("ping "):
        print("pong " + line[5:].strip(), flush=True)
