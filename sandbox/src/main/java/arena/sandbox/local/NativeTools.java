package arena.sandbox.local;

import arena.game.process.CappedLog;
import arena.sandbox.SandboxException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The small programs and files the isolated sandbox puts into every sandbox, made once per worker
 * process in a folder of its own that every user may enter but only root may change: the relay (the
 * runtime image's {@code relay.c}, so both sandboxes speak the same frames), a helper that brings a new
 * network namespace's loopback up (util-linux has no tool for it), {@code /etc/passwd} and
 * {@code /etc/group} lines of a strategy's user, and an empty folder to build the util-linux sandbox's
 * root on. The programs are compiled with the machine's C compiler ({@code cc}), statically where it can.
 */
final class NativeTools {

    private static final String RELAY_SOURCE = "/arena/sandbox/docker/runtime/relay/relay.c";
    private static final String LOOPBACK_SOURCE = "/arena/sandbox/local/loopback-up.c";
    private static final String ENTER_SCRIPT = "/arena/sandbox/local/enter.sh";
    private static NativeTools made;

    private final Path dir;
    private final Path relay;
    private final Path loopback;
    private final String enterScript;

    private NativeTools(Path dir, Path relay, Path loopback, String enterScript) {
        this.dir = dir;
        this.relay = relay;
        this.loopback = loopback;
        this.enterScript = enterScript;
    }

    /** @throws SandboxException when there is no C compiler or a program does not compile, saying why */
    static synchronized NativeTools get() {
        if (made == null) {
            made = make();
        }
        return made;
    }

    private static NativeTools make() {
        Path cc = Executables.find("cc").orElseThrow(() -> new SandboxException(
                "no C compiler (cc) to build the relay: install gcc (apt-get install -y gcc)"));
        try {
            Path dir = Files.createTempDirectory("arena-isolation-");
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> Directories.deleteQuietly(dir)));
            Path root = Files.createDirectory(dir.resolve("root"));
            Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwx------"));
            Path relay = compile(cc, dir, RELAY_SOURCE, "arena-relay");
            Path loopback = compile(cc, dir, LOOPBACK_SOURCE, "arena-loopback-up");
            return new NativeTools(dir, relay, loopback, new String(resource(ENTER_SCRIPT), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new SandboxException("cannot prepare the isolated sandbox's programs: " + e.getMessage(), e);
        }
    }

    private static Path compile(Path cc, Path dir, String resource, String name) throws IOException {
        Path source = dir.resolve(name + ".c");
        Files.write(source, resource(resource));
        Path binary = dir.resolve(name);
        String failure = run(cc, List.of("-std=gnu11", "-O2", "-static", "-o", binary.toString(), source.toString()));
        if (failure != null) {
            // no static C library (libc6-dev): a dynamic binary finds its libraries in the read-only /usr
            failure = run(cc, List.of("-std=gnu11", "-O2", "-o", binary.toString(), source.toString()));
        }
        if (failure != null) {
            throw new SandboxException("cannot compile " + name + " with " + cc + ": " + failure);
        }
        Files.setPosixFilePermissions(binary, PosixFilePermissions.fromString("rwxr-xr-x"));
        return binary;
    }

    /** @return null when the compiler succeeded, else its output */
    private static String run(Path cc, List<String> args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(cc.toString());
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().clear();
        builder.environment().put("PATH", Executables.SYSTEM_PATH);
        Process process = builder.start();
        process.getOutputStream().close();
        CappedLog output = new CappedLog(4096);
        try (InputStream in = process.getInputStream()) {
            byte[] bytes = in.readAllBytes();
            output.write(bytes, 0, bytes.length);
            if (!process.waitFor(2, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                return "the compiler took longer than 2 minutes";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            return "interrupted";
        }
        return process.exitValue() == 0 ? null : output.toString().strip();
    }

    private static byte[] resource(String path) {
        try (InputStream in = NativeTools.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("not packaged: " + path);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Path relay() {
        return relay;
    }

    Path loopback() {
        return loopback;
    }

    /** An empty folder, root's only: the util-linux sandbox mounts its new root there, in its own namespace. */
    Path rootMountPoint() {
        return dir.resolve("root");
    }

    String enterScript() {
        return enterScript;
    }

    /** {@code /etc/passwd} of a sandbox whose user is {@code uid}: that user, named arena, at home in /work. */
    synchronized Path passwd(int uid) {
        return file("passwd-" + uid, "root:x:0:0:root:/root:/usr/sbin/nologin\narena:x:" + uid + ":" + uid
                + ":arena:/work:/usr/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n");
    }

    synchronized Path group(int uid) {
        return file("group-" + uid, "root:x:0:\narena:x:" + uid + ":\nnogroup:x:65534:\n");
    }

    private Path file(String name, String content) {
        Path file = dir.resolve(name);
        try {
            if (!Files.exists(file)) {
                Path written = Files.writeString(Files.createTempFile(dir, name, ".tmp"), content);
                Files.setPosixFilePermissions(written, PosixFilePermissions.fromString("rw-r--r--"));
                Files.move(written, file, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            }
            return file;
        } catch (IOException e) {
            throw new SandboxException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
