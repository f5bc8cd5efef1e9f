#!/usr/bin/env bash
# Builds the deployment's images offline, FROM the runtime image (built first if missing, see
# runtime/build-image.sh), and prints their tags as shell assignments for deploy/compose.yaml:
#   ARENA_SITE_IMAGE=arena-site:<tag>      the site (platform/target/arena.jar)
#   ARENA_WORKER_IMAGE=arena-worker:<tag>  a remote worker (worker/target/arena-worker.jar)
#   ARENA_DB_IMAGE=arena-postgres:<tag>    PostgreSQL 15 from Debian's package (Debian's mirror at build time)
# The tag is the runtime image's tag with the first 12 hex digits of the jar's SHA-256, so a new build of a
# jar gives a new tag (and a stack update rolls it out); an image that exists is not built again.
#
# Usage: mvn -q -DskipTests package && bash docker/build-images.sh
# Env:   DOCKER (the docker client to use)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
docker_cli=${DOCKER:-$(command -v /usr/bin/docker || command -v docker)}
export DOCKER_API_VERSION=${DOCKER_API_VERSION:-1.41}
export DOCKER_BUILDKIT=0

runtime=$("$here/runtime/build-image.sh")
runtime_hash=${runtime#*:}

# build <name> <folder of the Dockerfile> [<file to add to the build context>]: prints the image's tag
build() {
  local name=$1 folder=$2 file=${3:-} context hash tag
  if [[ -n "$file" ]]; then
    [[ -f "$file" ]] || { echo "$file is missing: mvn -q -DskipTests package first" >&2; exit 1; }
    hash=$(cat "$file" "$folder"/* | sha256sum | cut -c1-12)
  else
    hash=$(cat "$folder"/* | sha256sum | cut -c1-12)
  fi
  tag="$name:$runtime_hash-$hash"
  if "$docker_cli" image inspect "$tag" >/dev/null 2>&1; then
    echo "$tag is there" >&2
  else
    context=$(mktemp -d)
    cp -r "$folder"/. "$context"
    [[ -n "$file" ]] && cp "$file" "$context/"
    "$docker_cli" build --build-arg RUNTIME="$runtime" -t "$tag" "$context" >&2
    rm -rf "$context"
  fi
  echo "$tag"
}

echo "ARENA_SITE_IMAGE=$(build arena-site "$here/site" "$root/platform/target/arena.jar")"
echo "ARENA_WORKER_IMAGE=$(build arena-worker "$here/worker" "$root/worker/target/arena-worker.jar")"
echo "ARENA_DB_IMAGE=$(build arena-postgres "$here/postgres")"
