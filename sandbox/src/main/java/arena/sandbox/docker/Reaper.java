package arena.sandbox.docker;

import arena.sandbox.Failures;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Container;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Removes containers by their labels, running or not: every container of this worker at start-up
 * (left by a crash), and a job's containers after it ended (left by a failure half-way through a
 * start). Each worker process on one Docker engine needs its own id.
 */
public final class Reaper {

    static final String WORKER = "arena.worker";
    static final String JOB = "arena.job";
    static final String ROLE = "arena.role";
    private static final Logger log = LoggerFactory.getLogger(Reaper.class);

    private final DockerClient docker;
    private final String workerId;

    Reaper(DockerClient docker, String workerId) {
        this.docker = docker;
        this.workerId = workerId;
    }

    /** Removes every container of this worker; returns how many there were. */
    public int reapWorker() {
        return reap(List.of(WORKER + "=" + workerId));
    }

    /** Removes the containers of one job of this worker. */
    public int reapJob(String job) {
        return reap(List.of(WORKER + "=" + workerId, JOB + "=" + job));
    }

    /** The ids of this worker's containers, for tests and the admin page. */
    public List<String> containers() {
        List<String> ids = new ArrayList<>();
        for (Container container : list(List.of(WORKER + "=" + workerId))) {
            ids.add(container.getId());
        }
        return ids;
    }

    private List<Container> list(List<String> labels) {
        return docker.listContainersCmd().withShowAll(true).withLabelFilter(labels).exec();
    }

    private int reap(List<String> labels) {
        int removed = 0;
        for (Container container : list(labels)) {
            try {
                docker.removeContainerCmd(container.getId()).withForce(true).withRemoveVolumes(true).exec();
                removed++;
            } catch (NotFoundException alreadyGone) {
                // removed meanwhile
            } catch (RuntimeException e) {
                log.warn("could not remove container {} ({}): {}", shortId(container.getId()), labels,
                        Failures.describe(e));
            }
        }
        return removed;
    }

    static String shortId(String id) {
        return id.length() > 12 ? id.substring(0, 12) : id;
    }
}
