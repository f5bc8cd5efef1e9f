# Prints what a strategy can learn of the machine it runs on: its whole environment, its user, the
# folders it can list, and what it can read of the site's data folder (DATA_DIR), a secret file of the
# worker (CANARY_PATH), the worker's home, and other processes' environments. Then it plays properly.
import os
import sys


def log(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()


def read(what, path):
    try:
        with open(path, "rb") as source:
            data = source.read(4096)
        if data.strip(b"\0"):
            log("read %s (%d bytes): %r" % (what, len(data), data[:300]))
        else:
            log("blank: %s: %d NUL bytes" % (what, len(data)))
    except OSError as error:
        log("refused: %s: %s" % (what, error.strerror))


def listing(what, path):
    try:
        log("listed %s: %s" % (what, " ".join(sorted(os.listdir(path)))))
    except OSError as error:
        log("refused: list %s: %s" % (what, error.strerror))


for key in sorted(os.environ):
    log("env: %s=%s" % (key, os.environ[key]))
log("id: uid=%d gid=%d groups=%s" % (os.getuid(), os.getgid(), ",".join(str(g) for g in os.getgroups())))
listing("/", "/")
listing("the work folder", ".")
listing("/tmp", "/tmp")
listing("/etc", "/etc")
listing("the worker's home", "/root")
listing("/home", "/home")
listing("the site's data folder", os.environ["DATA_DIR"])
read("the site's data", os.path.join(os.environ["DATA_DIR"], "secret.txt"))
read("the worker's secret", os.environ["CANARY_PATH"])
read("my parent's environment", "/proc/%d/environ" % os.getppid())
read("PID 1's environment", "/proc/1/environ")
others = [pid for pid in os.listdir("/proc") if pid.isdigit() and int(pid) not in (os.getpid(), os.getppid(), 1)]
log("other processes: %d" % len(others))
for pid in others[:50]:
    read("process %s's environment" % pid, "/proc/%s/environ" % pid)
for line in sys.stdin:
    if line.startswith("ping "):
        print("pong " + line[5:].strip(), flush=True)
