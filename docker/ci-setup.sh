#!/usr/bin/env bash
# Makes this machine ready for the Docker tests, and prints the runtime image's tag on its last line.
#
#   1. installs Debian's docker.io, debootstrap and runsc (gVisor) with apt-get when they are missing;
#   2. registers runsc as the engine's runtime "runsc" in /etc/docker/daemon.json (merged into what is there),
#      with no network of its own (--network=none) and the containers' seccomp filters applied (--oci-seccomp),
#      and makes a running dockerd reload it (SIGHUP, no restart);
#   3. starts dockerd in the background when no engine answers (log: $ARENA_DOCKERD_LOG,
#      default /var/log/arena-dockerd.log) and waits until `docker info` works, and lists runsc;
#   4. builds the runtime image with runtime/build-image.sh (skipped when its tag exists).
#
# Idempotent: a second run only checks. Progress goes to stderr, the tag to stdout, so
#   tag=$(docker/ci-setup.sh)
# works. The Debian client (API 1.41) is preferred; a newer client is told to speak 1.41.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
log() { echo "ci-setup: $*" >&2; }
export DOCKER_API_VERSION=${DOCKER_API_VERSION:-1.41}
export PATH=$PATH:/usr/sbin:/sbin

missing=()
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
command -v runsc >/dev/null 2>&1 || missing+=(runsc)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
if ((${#missing[@]} > 0)); then
  if [[ $(id -u) -ne 0 ]]; then
    log "missing ${missing[*]}: run this as root, or install them with apt-get"
    exit 1
  fi
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >&2
  apt-get install -y -q "${missing[@]}" >&2
fi

docker_cli=$(command -v /usr/bin/docker || command -v docker)
local_engine=true
[[ -n "${DOCKER_HOST:-}" && "$DOCKER_HOST" != "unix:///var/run/docker.sock" ]] && local_engine=false

# gVisor as the runtime "runsc", merged into the daemon's settings (every other key kept); prints whether it changed.
register_runsc() {
  python3 - "$1" "$(command -v runsc)" <<'PY'
import json, os, sys
path, runsc = sys.argv[1], sys.argv[2]
try:
    with open(path) as f:
        text = f.read()
except FileNotFoundError:
    text = ""
settings = json.loads(text) if text.strip() else {}
wanted = {"path": runsc, "runtimeArgs": ["--network=none", "--oci-seccomp"]}
if settings.setdefault("runtimes", {}).get("runsc") == wanted:
    print("unchanged")
    sys.exit(0)
settings["runtimes"]["runsc"] = wanted
os.makedirs(os.path.dirname(path), exist_ok=True)
with open(path + ".arena-new", "w") as f:
    json.dump(settings, f, indent=2)
    f.write("\n")
os.replace(path + ".arena-new", path)
print("changed")
PY
}
daemon_json=${ARENA_DOCKER_DAEMON_JSON:-/etc/docker/daemon.json}
if $local_engine && [[ $(id -u) -eq 0 ]]; then
  if [[ $(register_runsc "$daemon_json") == changed ]]; then
    log "registered gVisor's runsc in $daemon_json"
    # A running dockerd reloads its runtimes on SIGHUP: no restart, so running containers carry on.
    if [[ -f /var/run/docker.pid ]] && kill -0 "$(cat /var/run/docker.pid)" 2>/dev/null; then
      kill -HUP "$(cat /var/run/docker.pid)"
      sleep 1
    fi
  fi
elif ! $local_engine; then
  log "DOCKER_HOST=$DOCKER_HOST: register runsc in that engine's daemon.json yourself (see deploy/README.md)"
fi

if ! "$docker_cli" info >/dev/null 2>&1; then
  if [[ -n "${DOCKER_HOST:-}" && "$DOCKER_HOST" != "unix:///var/run/docker.sock" ]]; then
    log "DOCKER_HOST=$DOCKER_HOST does not answer; not starting a local dockerd in its place"
    exit 1
  fi
  if [[ $(id -u) -ne 0 ]]; then
    log "no Docker engine answers and only root can start dockerd"
    exit 1
  fi
  # A dockerd killed earlier leaves its pid file behind, and a new one refuses to start.
  if [[ -f /var/run/docker.pid ]] && ! kill -0 "$(cat /var/run/docker.pid)" 2>/dev/null; then
    rm -f /var/run/docker.pid
  fi
  dockerd_log=${ARENA_DOCKERD_LOG:-/var/log/arena-dockerd.log}
  log "starting dockerd (log: $dockerd_log)"
  setsid nohup dockerd >"$dockerd_log" 2>&1 </dev/null &
  for _ in $(seq 1 60); do
    "$docker_cli" info >/dev/null 2>&1 && break
    sleep 1
  done
  if ! "$docker_cli" info >/dev/null 2>&1; then
    log "dockerd did not come up within 60 s; the end of $dockerd_log:"
    tail -n 20 "$dockerd_log" >&2 || true
    exit 1
  fi
fi
log "Docker engine $("$docker_cli" version --format '{{.Server.Version}} (API {{.Server.APIVersion}})') is up"
runtimes=$("$docker_cli" info --format '{{range $name, $_ := .Runtimes}}{{$name}} {{end}}')
for _ in $(seq 1 10); do
  [[ " $runtimes" == *" runsc "* ]] && break
  sleep 1  # a reload after SIGHUP takes a moment
  runtimes=$("$docker_cli" info --format '{{range $name, $_ := .Runtimes}}{{$name}} {{end}}')
done
if [[ " $runtimes" == *" runsc "* ]]; then
  log "gVisor's runsc is one of the engine's runtimes ($runtimes)"
else
  # Not fatal here: the gVisor tests say so (and fail where ARENA_REQUIRE_GVISOR=true), the rest still run.
  log "the engine's runtimes are: $runtimes; gVisor's runsc is not among them"
fi

started=$SECONDS
tag=$(DOCKER="$docker_cli" "$here/runtime/build-image.sh")
log "runtime image $tag ready ($((SECONDS - started)) s)"
echo "$tag"
