# Tries to reach the outside and the worker's host, then plays properly. It sends nothing at all
# unless the sandbox gave it a network interface besides loopback (then it says so and stops there).
import os
import socket
import sys


def log(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()


interfaces = sorted(name for index, name in socket.if_nameindex())
log("interfaces: " + ",".join(interfaces))
if interfaces != ["lo"]:
    log("LEAK: a network interface besides loopback")
else:
    port = int(os.environ["HOST_PORT"])
    for what, host, target_port in (("outside", "192.0.2.1", 80),
                                    ("host", os.environ["HOST_ADDRESS"], port),
                                    ("own loopback", "127.0.0.1", port)):
        try:
            socket.create_connection((host, target_port), timeout=2).close()
            log("LEAK: connected to the %s %s:%d" % (what, host, target_port))
        except OSError as error:
            log("%s %s:%d unreachable: %s" % (what, host, target_port, error.strerror or error))
for socket_path in ("/var/run/docker.sock", "/run/docker.sock", "/run/containerd/containerd.sock"):
    log("%s %s" % (socket_path, "LEAK: present" if os.path.exists(socket_path) else "absent"))
for line in sys.stdin:
    if line.startswith("ping "):
        print("pong " + line[5:].strip(), flush=True)
