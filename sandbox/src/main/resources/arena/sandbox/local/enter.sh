# The util-linux sandbox: run by `sh -c` as root and PID 1 inside new mount, PID, network, IPC and UTS
# namespaces (unshare). Builds a new root on a small tmpfs from read-only views of the system's programs,
# private tmpfs mounts for /work, /tmp and /dev/shm, a fresh /proc of the new PID namespace and a few
# device nodes; brings the loopback up; then, inside that root (chroot), becomes the strategy's
# unprivileged user without any capability (setpriv) and runs the command with a clean environment.
#
# Arguments: root uid work_mb tmp_mb shm_mb relay loopback passwd group chroot setpriv [system path...] --
#            command...
set -eu
root=$1 uid=$2 work_mb=$3 tmp_mb=$4 shm_mb=$5 relay=$6 loopback=$7 passwd=$8 group=$9
shift 9
chroot=$1 setpriv=$2
shift 2

ro_bind() {
  mount --bind "$1" "$2"
  mount -o remount,bind,ro,nosuid,nodev "$2"
}

mount -t tmpfs -o size=1m,mode=0755 arena-root "$root"
cd "$root"
mkdir usr etc proc dev work tmp
ro_bind /usr usr
for dir in bin sbin lib lib32 lib64 libx32; do
  if [ -L "/$dir" ]; then
    ln -s "$(readlink "/$dir")" "$dir"
  elif [ -d "/$dir" ]; then
    mkdir "$dir"
    ro_bind "/$dir" "$dir"
  fi
done
# Read-only system paths the languages need (the dynamic linker's cache, Debian's alternatives, the
# JDK's configuration): files or folders, never the site's.
while [ "$1" != "--" ]; do
  if [ -d "$1" ]; then mkdir -p ".$1"; else mkdir -p ".$(dirname "$1")"; touch ".$1"; fi
  ro_bind "$1" ".$1"
  shift
done
shift
touch etc/passwd etc/group arena-relay
ro_bind "$passwd" etc/passwd
ro_bind "$group" etc/group
ro_bind "$relay" arena-relay

for device in null zero full random urandom; do
  touch "dev/$device"
  mount --bind "/dev/$device" "dev/$device"
done
ln -s /proc/self/fd dev/fd
ln -s /proc/self/fd/0 dev/stdin
ln -s /proc/self/fd/1 dev/stdout
ln -s /proc/self/fd/2 dev/stderr
mkdir dev/shm
mount -t tmpfs -o "size=${shm_mb}m,mode=1777,nosuid,nodev,noexec" arena-shm dev/shm
mount -t tmpfs -o "size=${work_mb}m,mode=0700,uid=$uid,gid=$uid,nosuid,nodev" arena-work work
mount -t tmpfs -o "size=${tmp_mb}m,mode=1777,nosuid,nodev,noexec" arena-tmp tmp
mount -t proc -o nosuid,nodev,noexec proc proc

"$loopback"
printf arena > /proc/sys/kernel/hostname
mount -o remount,bind,ro,nosuid,nodev "$root"
cd /
exec /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/work LANG=C.UTF-8 "$chroot" "$root" \
  "$setpriv" --reuid="$uid" --regid="$uid" --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs \
  -- "$@"
