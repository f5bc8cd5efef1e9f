package arena.sandbox;

import arena.sandbox.docker.DockerSandbox;
import arena.sandbox.docker.DockerSettings;
import arena.sandbox.local.LocalProcessSandbox;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Chooses the sandbox of a worker: {@code docker} (required: fails fast when Docker or the runtime
 * image is missing), {@code local} (plain processes, no isolation), or {@code auto} (Docker when it
 * is usable, else local processes with a loud warning). The chosen sandbox's
 * {@link Sandbox#description()} says which it is.
 */
public final class Sandboxes {

    public enum Mode {
        AUTO, DOCKER, LOCAL;

        /** @throws IllegalArgumentException for anything but auto, docker or local */
        public static Mode parse(String mode) {
            try {
                return valueOf(mode.strip().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException | NullPointerException e) {
                throw new IllegalArgumentException("sandbox mode must be auto, docker or local, not: " + mode);
            }
        }
    }

    private static final Logger log = LoggerFactory.getLogger(Sandboxes.class);

    private Sandboxes() {
    }

    /** @param mode {@code auto}, {@code docker} or {@code local} */
    public static Sandbox create(String mode) {
        return create(Mode.parse(mode));
    }

    public static Sandbox create(Mode mode) {
        return create(mode, mode == Mode.LOCAL ? null : DockerSettings.fromEnvironment());
    }

    /**
     * @param docker how to reach Docker and what to run there (unused for {@link Mode#LOCAL})
     * @throws SandboxException in {@code docker} mode when Docker is not usable, saying why
     */
    public static Sandbox create(Mode mode, DockerSettings docker) {
        Sandbox sandbox = switch (mode) {
            case LOCAL -> local();
            case DOCKER -> dockerRequired(docker);
            case AUTO -> dockerOrLocal(docker);
        };
        log.info("sandbox: {}", sandbox.description());
        return sandbox;
    }

    private static Sandbox dockerRequired(DockerSettings settings) {
        try {
            return DockerSandbox.connect(settings);
        } catch (SandboxException e) {
            throw new SandboxException("the Docker sandbox is required (sandbox mode docker) but not usable: "
                    + e.getMessage(), e);
        }
    }

    private static Sandbox dockerOrLocal(DockerSettings settings) {
        try {
            return DockerSandbox.connect(settings);
        } catch (SandboxException e) {
            log.warn("""

                    ************************************************************************
                    *  NO ISOLATION: Docker is not usable, so strategies run as plain local *
                    *  processes of this user. Never run strangers' code like this.        *
                    ************************************************************************
                    why: {}""", e.getMessage());
            return local();
        }
    }

    private static Sandbox local() {
        return new LocalProcessSandbox();
    }
}
