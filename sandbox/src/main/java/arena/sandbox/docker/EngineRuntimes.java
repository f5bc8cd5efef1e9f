package arena.sandbox.docker;

import arena.sandbox.Failures;
import arena.sandbox.SandboxException;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Info;
import java.util.Collection;
import java.util.Map;
import java.util.TreeSet;

/**
 * Whether the Docker engine knows the runtime a worker asks for ({@code docker info}, Runtimes). A worker that asked
 * for gVisor and got runc would run strangers' code behind one wall where its operator counted on two, so a runtime the
 * engine lacks stops the worker, in every sandbox mode, rather than sending it elsewhere.
 */
final class EngineRuntimes {

    private EngineRuntimes() {
    }

    /**
     * @throws IllegalStateException when the engine has no such runtime, naming those it has
     * @throws SandboxException      when the engine cannot be asked
     */
    static void check(DockerClient docker, String runtime) {
        Map<String, ?> runtimes;
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
                        + " (\"runtimes\": {\"runsc\": {\"path\": \"/usr/bin/runsc\"}}), then reload dockerd;"
                        + " docker/ci-setup.sh does both. Or set "
                        : "Register it with the engine, or set ")
                + DockerSettings.RUNTIME_SETTING + " to one it has";
    }
}
