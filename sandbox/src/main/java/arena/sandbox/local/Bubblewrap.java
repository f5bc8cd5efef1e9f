package arena.sandbox.local;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Debian's bubblewrap. The worker (root) becomes the strategy's unprivileged user first (setpriv: no
 * supplementary groups, no capabilities, no new privileges), then bwrap builds the sandbox in a user
 * namespace of that user's own, which also forbids nested user namespaces; its root is read-only.
 */
final class Bubblewrap implements Isolation {

    private final String version;
    private final Path bwrap;
    private final Path setpriv;
    private final Path prlimit;
    private final Path taskset;
    private final NativeTools tools;

    Bubblewrap(String version, Path bwrap, Path setpriv, Path prlimit, Path taskset, NativeTools tools) {
        this.version = version;
        this.bwrap = bwrap;
        this.setpriv = setpriv;
        this.prlimit = prlimit;
        this.taskset = taskset;
        this.tools = tools;
    }

    @Override
    public String name() {
        return version;
    }

    @Override
    public List<String> wrapper(Confinement confinement) {
        return confinement.cpuLimit(prlimit.toString());
    }

    @Override
    public List<String> command(Confinement confinement, List<String> command) {
        String uid = Integer.toString(confinement.uid());
        List<String> argv = new ArrayList<>(List.of(setpriv.toString(), "--reuid=" + uid, "--regid=" + uid,
                "--clear-groups", "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs", "--",
                bwrap.toString(), "--unshare-user", "--uid", uid, "--gid", uid,
                "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
                "--disable-userns", "--die-with-parent", "--new-session", "--as-pid-1", "--hostname", "arena",
                "--ro-bind", "/usr", "/usr"));
        for (String dir : SystemFiles.PROGRAM_DIRS) {
            Path host = Path.of("/", dir);
            if (Files.isSymbolicLink(host)) {
                argv.addAll(List.of("--symlink", readLink(host), "/" + dir));
            } else if (Files.isDirectory(host)) {
                argv.addAll(List.of("--ro-bind", "/" + dir, "/" + dir));
            }
        }
        for (String path : SystemFiles.etc()) {
            argv.addAll(List.of("--ro-bind", path, path));
        }
        argv.addAll(List.of(
                "--ro-bind", tools.passwd(confinement.uid()).toString(), "/etc/passwd",
                "--ro-bind", tools.group(confinement.uid()).toString(), "/etc/group",
                "--ro-bind", tools.relay().toString(), RELAY,
                "--proc", "/proc", "--dev", "/dev",
                "--size", Long.toString(confinement.shmMb() << 20), "--perms", "1777", "--tmpfs", "/dev/shm",
                "--size", Long.toString(confinement.workMb() << 20), "--perms", "0700", "--tmpfs", "/work",
                "--size", Long.toString(confinement.tmpMb() << 20), "--perms", "1777", "--tmpfs", "/tmp",
                "--remount-ro", "/", "--chdir", "/",
                "--clearenv", "--setenv", "PATH", PATH, "--setenv", "HOME", "/work", "--setenv", "LANG", "C.UTF-8",
                "--"));
        argv.addAll(confinement.prlimit(prlimit.toString(), command));
        return confinement.pinned(taskset.toString(), argv);
    }

    private static String readLink(Path link) {
        try {
            return Files.readSymbolicLink(link).toString();
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot read the link " + link, e);
        }
    }
}
