package arena.sandbox.docker;

import arena.sandbox.Failures;
import arena.sandbox.SandboxException;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Info;
import com.github.dockerjava.api.model.RuntimeInfo;
import java.util.Collection;
import java.util.Map;
import java.util.TreeSet;

/**
 * Whether the Docker engine knows the runtime a worker asks for ({@code docker info}, Runtimes). A worker that asked
 * for gVisor and got runc would run strangers' code behind one wall where its operator counted on two, so a runtime the
 * engine lacks stops the worker, in every sandbox mode, rather than sending it elsewhere.
 */
final class EngineRuntimes {

    /** runsc's flag that makes it apply a container's seccomp filter inside its sandbox. */
    static final String OCI_SECCOMP = "--oci-seccomp";

    private EngineRuntimes() {
    }

    /**
     * @throws IllegalStateException when the engine has no such runtime, naming those it has
     * @throws SandboxException      when the engine cannot be asked
     */
    static void check(DockerClient docker, String runtime) {
        Map<String, RuntimeInfo> runtimes;
        try {
            Info info = docker.infoCmd().exec();
            runtimes = info.getRuntimes();
        } catch (RuntimeException e) {
            throw new SandboxException("cannot ask the Docker engine for its runtimes: " + Failures.describe(e), e);
        }
        String missing = missing(runtime, runtimes == null ? java.util.List.of() : runtimes.keySet());
        if (missing != null) {
            throw new IllegalStateException(missing);
        }
        RuntimeInfo info = runtimes == null ? null : runtimes.get(runtime);
        String unsafe = info == null ? null : withoutSeccomp(runtime, info.getRawValues().get("runtimeArgs"));
        if (unsafe != null) {
            throw new IllegalStateException(unsafe);
        }
    }

    /**
     * Why gVisor registered with {@code runtimeArgs} would ignore the containers' seccomp filter (ContainerSpec's, which
     * refuses device nodes), or {@code null} when it applies it or the engine does not list the arguments.
     */
    static String withoutSeccomp(String runtime, Object runtimeArgs) {
        if (!runtime.equals(ContainerSpec.GVISOR) || !(runtimeArgs instanceof Collection<?> args)
                || args.contains(OCI_SECCOMP)) {
            return null;
        }
        return "the Docker engine's runtime \"" + runtime + "\" runs without " + OCI_SECCOMP + " (its arguments: " + args
                + "), so gVisor would ignore the containers' seccomp filter and let a strategy make device nodes. Add"
                + " \"" + OCI_SECCOMP + "\" to its \"runtimeArgs\" in /etc/docker/daemon.json and reload dockerd;"
                + " docker/ci-setup.sh does both";
    }

    /** Why {@code runtime} cannot be used with an engine that has {@code available}, or {@code null} when it can. */
    static String missing(String runtime, Collection<String> available) {
        // An engine too old to list its runtimes still has its default one.
        if (available.contains(runtime) || available.isEmpty() && runtime.equals(DockerSettings.DEFAULT_RUNTIME)) {
            return null;
        }
        return "the Docker engine has no runtime \"" + runtime + "\" (" + DockerSettings.RUNTIME_SETTING + "); it has "
                + (available.isEmpty() ? "none listed" : String.join(", ", new TreeSet<>(available))) + ". "
                + (runtime.equals("runsc")
                        ? "Install gVisor (Debian's package runsc) and register it in /etc/docker/daemon.json"
                        + " (\"runtimes\": {\"runsc\": {\"path\": \"/usr/bin/runsc\", \"runtimeArgs\": [\"--network=none\","
                        + " \"" + OCI_SECCOMP + "\"]}}), then reload dockerd;"
                        + " docker/ci-setup.sh does both. Or set "
                        : "Register it with the engine, or set ")
                + DockerSettings.RUNTIME_SETTING + " to one it has";
    }
}
