# Fills its work directory and /tmp until the disk is full, then plays properly.
import os
import sys


def fill(directory):
    written = 0
    chunk = b"z" * (1 << 20)
    try:
        with open(os.path.join(directory, "filler"), "wb") as out:
            while written < (1 << 30):
                out.write(chunk)
                out.flush()
                written += len(chunk)
    except OSError as error:
        sys.stderr.write("%s full after %d MiB: %s\n" % (directory, written >> 20, error.strerror))
        return
    sys.stderr.write("%s took 1 GiB without complaint\n" % directory)


fill(".")
fill("/tmp")
sys.stderr.flush()
for line in sys.stdin:
    if line.startswith("ping "):
        print("pong " + line[5:].strip(), flush=True)
