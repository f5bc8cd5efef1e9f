package arena.sandbox.local;

import arena.sandbox.CpuSet;
import arena.sandbox.SandboxException;
import arena.sandbox.relay.RelayFrame;
import arena.sandbox.relay.RelayListener;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Finds the tool that confines strategies on this machine: bubblewrap where it is installed and works,
 * else util-linux. A tool counts only once a relay confined by it has said hello, so a kernel without
 * user namespaces or a worker without root is found out at start-up, not in a contestant's game.
 */
final class Isolations {

    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(20);

    private Isolations() {
    }

    /** @throws SandboxException when no tool confines here, saying why for each */
    static Isolation find(IsolationSettings settings, UidPool uids) {
        NativeTools tools = NativeTools.get();
        List<String> failures = new ArrayList<>();
        if (settings.tool() != IsolationSettings.Tool.UTIL_LINUX) {
            try {
                return proven(bubblewrap(tools), uids);
            } catch (SandboxException e) {
                failures.add("bubblewrap: " + e.getMessage());
            }
        }
        if (settings.tool() != IsolationSettings.Tool.BUBBLEWRAP) {
            try {
                return proven(utilLinux(tools), uids);
            } catch (SandboxException e) {
                failures.add("util-linux: " + e.getMessage());
            }
        }
        String user = effectiveUid();
        throw new SandboxException("no tool isolates strategies here (" + String.join("; ", failures) + ")"
                + ("0".equals(user) ? "" : "; the worker runs as uid " + user + ", not root: it needs root to run"
                        + " each strategy as an unprivileged user of its own"));
    }

    private static Isolation bubblewrap(NativeTools tools) {
        Path bwrap = required("bwrap", "apt-get install -y bubblewrap");
        return new Bubblewrap(version(bwrap, "bubblewrap"), bwrap, required("setpriv", null), required("prlimit", null),
                required("taskset", null), tools);
    }

    private static Isolation utilLinux(NativeTools tools) {
        Path unshare = required("unshare", null);
        String version = version(unshare, "util-linux").replace("unshare from ", "");
        return new UtilLinux(version, unshare, required("sh", null), required("chroot", null), required("setpriv", null),
                required("prlimit", null), required("taskset", null), tools);
    }

    private static Path required(String program, String install) {
        return Executables.find(program).orElseThrow(() -> new SandboxException(program + " is not installed"
                + (install == null ? " (util-linux: apt-get install -y util-linux)" : " (" + install + ")")));
    }

    /** Starts a relay confined by {@code isolation} and waits for its hello, then stops it. */
    private static Isolation proven(Isolation isolation, UidPool uids) {
        int uid = uids.acquire();
        IsolatedProcess process = new IsolatedProcess(isolation.command(
                Confinement.of(uid, CpuSet.ANY, 64, 16, 10, 1, 1), List.of(Isolation.RELAY)), "probe");
        CountDownLatch hello = new CountDownLatch(1);
        CountDownLatch ended = new CountDownLatch(1);
        try {
            process.attachAndStart(new RelayListener() {
                @Override
                public void frame(RelayFrame frame) {
                    if (frame.type() == RelayFrame.HELLO) {
                        hello.countDown();
                    }
                }

                @Override
                public void ended(Throwable error) {
                    ended.countDown();
                }
            }, PROBE_TIMEOUT);
            long deadline = System.nanoTime() + PROBE_TIMEOUT.toNanos();
            while (!hello.await(20, TimeUnit.MILLISECONDS)) {
                if (ended.getCount() == 0 || System.nanoTime() > deadline) {
                    String why = process.diagnostics().strip();
                    throw new SandboxException("a confined relay did not start"
                            + (why.isEmpty() ? "" : ": " + (why.length() > 400 ? why.substring(0, 400) : why)));
                }
            }
            process.send(RelayFrame.of(RelayFrame.TERMINATE));
            ended.await(PROBE_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            return isolation;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SandboxException("interrupted while trying " + isolation.name(), e);
        } finally {
            process.remove();
            uids.release(uid);
        }
    }

    private static String version(Path program, String fallback) {
        try {
            Process process = new ProcessBuilder(program.toString(), "--version").redirectErrorStream(true).start();
            process.getOutputStream().close();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            process.waitFor(10, TimeUnit.SECONDS);
            String first = output.lines().findFirst().orElse("");
            return first.isBlank() ? fallback : first;
        } catch (IOException e) {
            return fallback;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fallback;
        }
    }

    private static String effectiveUid() {
        try {
            Optional<String> line = Files.readAllLines(Path.of("/proc/self/status")).stream()
                    .filter(l -> l.startsWith("Uid:")).findFirst();
            return line.map(l -> l.split("\\s+")[2]).orElse("?");
        } catch (IOException e) {
            return "?";
        }
    }
}
