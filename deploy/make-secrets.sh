#!/usr/bin/env bash
# Writes the deployment's secrets, each a random value in a file of its own (the folder mode 0700), into the folder given
# (default deploy/secrets): db_password, worker_token (the deployment's join token: each worker exchanges it at its start
# for a credential of its own), admin_password (three groups of random letters and digits, so it passes the site's
# password rules). An existing file is kept.
set -euo pipefail
dir=${1:-$(cd "$(dirname "$0")" && pwd)/secrets}
mkdir -p "$dir" && chmod 0700 "$dir"
secret() {
  # readable inside the 0700 folder, so a container's unprivileged user can read the file Compose mounts
  [[ -s "$dir/$1" ]] || { umask 022; printf '%s' "$2" > "$dir/$1"; }
}
random() {
  head -c 32 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | cut -c1-"$1"
}
secret db_password "$(random 32)"
secret worker_token "$(random 40)"
secret admin_password "arena-$(random 6)-$(random 6)-$(random 6)"
echo "$dir"
