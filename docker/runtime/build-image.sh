#!/usr/bin/env bash
# Builds the Arena runtime image without any container registry, and prints its tag.
#
#   1. base:  debootstrap a minimal Debian bookworm with the packages of packages.txt from Debian's
#             mirror, then `docker import` it as arena-runtime-base:<hash of packages.txt>;
#   2. image: `docker build` the Dockerfile FROM that base: compiles the relay (relay/relay.c) inside
#             the image, adds the non-root user; tagged arena-runtime:<hash of the recipe>.
#
# The recipe is packages.txt, Dockerfile, relay/relay.c and this script; each step is skipped when its
# image already exists, so running this again is cheap and a changed recipe gives a new tag. The
# worker expects exactly the tag of the recipe it was built with (arena.sandbox.docker.RuntimeImage).
#
# Usage: build-image.sh [--print-tag | --base-only]
# Env:   DEBIAN_MIRROR (default http://deb.debian.org/debian), DOCKER (the docker client to use),
#        ARENA_BUILD_DIR (scratch space for debootstrap, default /var/tmp)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
recipe=(packages.txt Dockerfile relay/relay.c build-image.sh)
repository=arena-runtime

# The hash of a list of recipe files: each file's name on a line, then its bytes. RuntimeImage.java
# computes the same.
recipe_hash() {
  local file
  for file in "$@"; do
    printf '%s\n' "$file"
    cat "$here/$file"
  done | sha256sum | cut -c1-12
}

base_tag="$repository-base:$(recipe_hash packages.txt)"
tag="$repository:$(recipe_hash "${recipe[@]}")"

if [[ "${1:-}" == "--print-tag" ]]; then
  echo "$tag"
  exit 0
fi

# Debian's docker.io (API 1.41) when installed; a newer client also works against it.
docker_cli=${DOCKER:-$(command -v /usr/bin/docker || command -v docker)}
export DOCKER_API_VERSION=${DOCKER_API_VERSION:-1.41}
export DOCKER_BUILDKIT=0

exists() {
  "$docker_cli" image inspect "$1" >/dev/null 2>&1
}

build_base() {
  if exists "$base_tag"; then
    echo "base image $base_tag is there" >&2
    return
  fi
  command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }
  local packages root started
  packages=$(grep -v '^#' "$here/packages.txt" | xargs | tr ' ' ',')
  root=$(mktemp -d "${ARENA_BUILD_DIR:-/var/tmp}/arena-runtime.XXXXXX")
  trap 'rm -rf "$root"' EXIT
  started=$SECONDS
  echo "debootstrap bookworm with $packages into $root ..." >&2
  debootstrap --variant=minbase --include="$packages" bookworm "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >&2
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/usr/share/doc "$root"/usr/share/man
  echo "debootstrap took $((SECONDS - started)) s; importing ..." >&2
  started=$SECONDS
  tar -C "$root" --numeric-owner -c . | "$docker_cli" import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' - "$base_tag" >&2
  echo "import took $((SECONDS - started)) s" >&2
  rm -rf "$root"
  trap - EXIT
}

build_image() {
  if exists "$tag"; then
    echo "runtime image $tag is there" >&2
    return
  fi
  "$docker_cli" build --build-arg BASE="$base_tag" --label arena.runtime="$tag" -t "$tag" "$here" >&2
}

build_base
if [[ "${1:-}" == "--base-only" ]]; then
  echo "$base_tag"
  exit 0
fi
build_image
echo "$tag"
