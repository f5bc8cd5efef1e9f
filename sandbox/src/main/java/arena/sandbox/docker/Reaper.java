package arena.sandbox.docker;

import arena.sandbox.Failures;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Labels a worker's containers and removes them by those labels, running or not. Each container carries
 * the worker's id ({@code arena.worker}), the id of the sandbox that made it ({@code arena.instance}: new
 * in each process, so two sites or workers on one Docker engine never share one), its job and its role.
 * At start-up every container of the worker's id goes (what a crashed process of a configured id left;
 * a made-up id is new, so nothing has it); afterwards only this sandbox's own: a job's leftovers after it
 * ended, and all of them at the end. Jobs are numbered per site, so a job's label alone never says whose
 * container it is.
 */
public final class Reaper {

    static final String WORKER = "arena.worker";
    static final String INSTANCE = "arena.instance";
    static final String JOB = "arena.job";
    static final String ROLE = "arena.role";
    private static final Logger log = LoggerFactory.getLogger(Reaper.class);

    private final DockerClient docker;
    private final String workerId;
    private final String instance;

    Reaper(DockerClient docker, String workerId, String instance) {
        this.docker = docker;
        this.workerId = workerId;
        this.instance = instance;
    }

    /** The labels of a container this sandbox makes for a job, in a role ({@code build}, {@code strategy}). */
    Map<String, String> labels(String job, String role) {
        return Map.of(WORKER, workerId, INSTANCE, instance, JOB, job, ROLE, role);
    }

    /** Removes every container of this worker's id, whichever process made it; returns how many there were. */
    public int reapWorker() {
        return reap(List.of(WORKER + "=" + workerId));
    }

    /** Removes every container this sandbox made. */
    public int reapOwn() {
        return reap(own());
    }

    /** Removes the containers this sandbox made for one job. */
    public int reapJob(String job) {
        List<String> labels = new ArrayList<>(own());
        labels.add(JOB + "=" + job);
        return reap(labels);
    }

    /** The ids of the containers this sandbox made, for tests and the admin page. */
    public List<String> containers() {
        List<String> ids = new ArrayList<>();
        for (Container container : list(own())) {
            ids.add(container.getId());
        }
        return ids;
    }

    private List<String> own() {
        return List.of(WORKER + "=" + workerId, INSTANCE + "=" + instance);
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
