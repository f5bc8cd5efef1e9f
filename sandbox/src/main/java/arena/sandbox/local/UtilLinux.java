package arena.sandbox.local;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * util-linux, which every Debian has: unshare makes the namespaces and keeps the sandbox's PID 1 its
 * child (killed with it); a short script ({@code enter.sh}) builds the read-only root as root inside
 * them; chroot and setpriv make the strategy's unprivileged user without capabilities; prlimit sets
 * the limits.
 */
final class UtilLinux implements Isolation {

    private final String version;
    private final Path unshare;
    private final Path sh;
    private final Path chroot;
    private final Path setpriv;
    private final Path prlimit;
    private final Path taskset;
    private final NativeTools tools;

    UtilLinux(String version, Path unshare, Path sh, Path chroot, Path setpriv, Path prlimit, Path taskset,
            NativeTools tools) {
        this.version = version;
        this.unshare = unshare;
        this.sh = sh;
        this.chroot = chroot;
        this.setpriv = setpriv;
        this.prlimit = prlimit;
        this.taskset = taskset;
        this.tools = tools;
    }

    @Override
    public String name() {
        return version + " (unshare, setpriv, prlimit)";
    }

    @Override
    public List<String> wrapper(Confinement confinement) {
        return confinement.cpuLimit(prlimit.toString());
    }

    @Override
    public List<String> command(Confinement confinement, List<String> command) {
        List<String> argv = new ArrayList<>(List.of(unshare.toString(), "--pid", "--fork", "--kill-child", "--mount",
                "--net", "--ipc", "--uts", "--", sh.toString(), "-c", tools.enterScript(), "arena-sandbox",
                tools.rootMountPoint().toString(), Integer.toString(confinement.uid()),
                Long.toString(confinement.workMb()), Long.toString(confinement.tmpMb()),
                Long.toString(confinement.shmMb()), tools.relay().toString(), tools.loopback().toString(),
                tools.passwd(confinement.uid()).toString(), tools.group(confinement.uid()).toString(),
                chroot.toString(), setpriv.toString()));
        argv.addAll(SystemFiles.etc());
        argv.add("--");
        argv.addAll(confinement.prlimit(prlimit.toString(), command));
        return confinement.pinned(taskset.toString(), argv);
    }
}
