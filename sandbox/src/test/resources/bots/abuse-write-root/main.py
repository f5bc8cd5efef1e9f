# Tries to write outside its work directory (image files, the relay, kernel settings), then plays properly.
import os
import sys


def log(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()


def attempt(what, action):
    try:
        action()
        log("LEAK: " + what)
    except OSError as error:
        log("refused: %s: %s" % (what, error.strerror))


def write(path, data=b"pwned"):
    with open(path, "wb") as out:
        out.write(data)


attempt("write /etc/arena-pwned", lambda: write("/etc/arena-pwned"))
attempt("replace the relay", lambda: write("/usr/local/bin/arena-relay"))
attempt("append to /etc/passwd", lambda: open("/etc/passwd", "a").write("root2::0:0::/:/bin/sh\n"))
attempt("mkdir /arena-pwned", lambda: os.mkdir("/arena-pwned"))
attempt("set the host name", lambda: write("/proc/sys/kernel/hostname", b"pwned"))
attempt("mknod a disk", lambda: os.mknod("/work/disk", 0o600 | 0o060000, os.makedev(8, 0)))
for line in sys.stdin:
    if line.startswith("ping "):
        print("pong " + line[5:].strip(), flush=True)
