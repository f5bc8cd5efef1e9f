package arena.sandbox.docker;

import arena.sandbox.Failures;
import arena.sandbox.SandboxException;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Version;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.zerodep.ZerodepDockerHttpClient;
import java.io.IOException;
import java.time.Duration;

/**
 * The worker's connections to one Docker engine, API version pinned to 1.41 (Debian's docker.io
 * 20.10): one client for commands, whose responses must come within a minute, and one for attached
 * streams, which stay open as long as a container runs.
 */
final class DockerClients implements AutoCloseable {

    static final String API_VERSION = "1.41";
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(60);

    private final DockerClient commands;
    private final DockerClient streams;
    private final String host;

    private DockerClients(DockerClient commands, DockerClient streams, String host) {
        this.commands = commands;
        this.streams = streams;
        this.host = host;
    }

    /** @param dockerHost the engine's address, or {@code null} for the usual ({@code DOCKER_HOST}, the local socket) */
    static DockerClients create(String dockerHost) {
        DefaultDockerClientConfig.Builder builder = DefaultDockerClientConfig.createDefaultConfigBuilder()
                .withApiVersion(API_VERSION);
        if (dockerHost != null && !dockerHost.isBlank()) {
            builder.withDockerHost(dockerHost);
        }
        DockerClientConfig config = builder.build();
        return new DockerClients(client(config, COMMAND_TIMEOUT), client(config, null), config.getDockerHost().toString());
    }

    private static DockerClient client(DockerClientConfig config, Duration responseTimeout) {
        ZerodepDockerHttpClient.Builder http = new ZerodepDockerHttpClient.Builder()
                .dockerHost(config.getDockerHost())
                .sslConfig(config.getSSLConfig())
                .connectionTimeout(CONNECT_TIMEOUT);
        if (responseTimeout != null) {
            http.responseTimeout(responseTimeout);
        }
        return DockerClientImpl.getInstance(config, http.build());
    }

    /**
     * Checks that the engine answers.
     *
     * @return the engine's version
     * @throws SandboxException with a sentence saying where Docker was looked for
     */
    String ping() {
        try {
            commands.pingCmd().exec();
            Version version = commands.versionCmd().exec();
            return version.getVersion() + " (API " + version.getApiVersion() + ")";
        } catch (RuntimeException e) {
            throw new SandboxException("Docker is not reachable at " + host + ": " + Failures.describe(e), e);
        }
    }

    DockerClient commands() {
        return commands;
    }

    DockerClient streams() {
        return streams;
    }

    String host() {
        return host;
    }

    @Override
    public void close() {
        try {
            commands.close();
            streams.close();
        } catch (IOException | RuntimeException ignored) {
            // closing connections that may already be gone
        }
    }
}
