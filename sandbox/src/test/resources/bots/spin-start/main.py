# Spins before it reads anything: a start-up that uses its own CPU time without end.
import sys

sys.stderr.write("spinning at start-up\n")
sys.stderr.flush()
n = 0
while True:
    n += 1
