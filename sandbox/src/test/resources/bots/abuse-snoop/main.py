# Looks for the worker's files (a secret the test wrote on the host, the relay's environment and
# streams, the Docker socket, host mounts), tries to forge a frame on the relay's stdout, then plays properly.
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
            log("LEAK: read %s (%d bytes): %r" % (what, len(data), data[:200]))
        else:
            log("blank: %s: %d NUL bytes" % (what, len(data)))
    except OSError as error:
        log("refused: %s: %s" % (what, error.strerror))


read("the worker's secret", os.environ["CANARY_PATH"])
read("the relay's environment", "/proc/1/environ")
read("the relay's memory", "/proc/1/mem")
read("the relay's stdin", "/proc/1/fd/0")
read("the host's shadow file", "/etc/shadow")
read("the worker's home", "/root/.bash_history")
try:
    # an output frame of this seat, forged on the relay's stream to the worker
    with open("/proc/1/fd/1", "wb") as relay_stdout:
        relay_stdout.write(b"O\0\0\0\x07pong 9\n")
    log("LEAK: wrote to the relay's stdout")
except OSError as error:
    log("refused: write to the relay's stdout: %s" % error.strerror)
try:
    # their numbers only: opening one is what would leak (above)
    log("listed the relay's descriptors: %s" % os.listdir("/proc/1/fd"))
except OSError as error:
    log("refused: list the relay's descriptors: %s" % error.strerror)
# A container's mounts, and the isolated local sandbox's: its relay, its device nodes, and read-only
# views of the system's programs and of the few settings in /etc the languages need.
EXPECTED = ("/", "/work", "/tmp", "/dev", "/dev/pts", "/dev/mqueue", "/dev/shm", "/sys", "/proc", "/etc/hosts",
            "/etc/hostname", "/etc/resolv.conf", "/arena-relay", "/dev/null", "/dev/zero", "/dev/full", "/dev/random",
            "/dev/urandom", "/dev/tty")
READ_ONLY = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc/")
with open("/proc/self/mountinfo") as mounts:
    for mount in mounts:
        fields = mount.split()
        point, read_only = fields[4], "ro" in fields[5].split(",")
        if point not in EXPECTED and not point.startswith(("/proc/", "/sys/")) \
                and not (read_only and (point in READ_ONLY or point.startswith("/etc/"))):
            log("LEAK: unexpected mount %s" % point)
for line in sys.stdin:
    if line.startswith("ping "):
        print("pong " + line[5:].strip(), flush=True)
