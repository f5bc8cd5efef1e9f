package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.model.HostConfig;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link OomRecord} against a real engine: a container the kernel killed at its memory limit has the engine's record
 * of it, whatever its {@code OOMKilled} says; one killed from outside (exit code 137 too) has none.
 */
@ExtendWith(DockerRequired.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OomRecordIT {

    private static final Duration GRACE = Duration.ofSeconds(2);
    private static final long MEMORY_BYTES = 32L * 1024 * 1024;

    private DockerClients docker;

    @BeforeAll
    void connect() {
        if (DockerTests.unavailable() == null) {
            docker = DockerClients.create(null);
        }
    }

    @AfterAll
    void close() {
        if (docker != null) {
            docker.close();
        }
    }

    private String started(String script) {
        String id = docker.commands().createContainerCmd(RuntimeImage.expectedTag())
                .withEntrypoint("sh", "-c", script)
                .withNetworkDisabled(true)
                .withHostConfig(HostConfig.newHostConfig().withNetworkMode("none").withMemory(MEMORY_BYTES)
                        .withMemorySwap(MEMORY_BYTES))
                .exec().getId();
        docker.commands().startContainerCmd(id).exec();
        return id;
    }

    private void remove(String id) {
        docker.commands().removeContainerCmd(id).withForce(true).exec();
    }

    @Test
    void aContainerKilledAtItsMemoryLimitHasTheEnginesRecord() throws InterruptedException {
        String id = started("tail /dev/zero");
        try {
            assertThat(docker.commands().waitContainerCmd(id).start().awaitStatusCode()).isEqualTo(137);

            assertThat(OomRecord.of(docker.commands(), id, "oom", GRACE)).isTrue();
        } finally {
            remove(id);
        }
    }

    @Test
    void aContainerKilledFromOutsideHasNone() throws InterruptedException {
        String id = started("sleep 60");
        try {
            docker.commands().killContainerCmd(id).exec();
            assertThat(docker.commands().waitContainerCmd(id).start().awaitStatusCode()).isEqualTo(137);

            assertThat(OomRecord.of(docker.commands(), id, "killed", GRACE)).isFalse();
        } finally {
            remove(id);
        }
    }

    @Test
    void aRunningContainerHasNone() throws InterruptedException {
        String id = started("sleep 60");
        try {
            assertThat(OomRecord.of(docker.commands(), id, "running", GRACE)).isFalse();
        } finally {
            remove(id);
        }
    }
}
