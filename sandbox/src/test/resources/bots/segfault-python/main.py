# Answers the first ping, then dies of SIGSEGV on the second (the local sandbox runs no compiled C++ yet).
import os
import signal
import sys

for line in sys.stdin:
    if line.startswith("ping "):
        if line.strip() == "ping 2":
            sys.stderr.write("about to crash\n")
            sys.stderr.flush()
            os.kill(os.getpid(), signal.SIGSEGV)
        print("pong " + line[5:].strip(), flush=True)
