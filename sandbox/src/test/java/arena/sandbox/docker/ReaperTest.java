package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.ListContainersCmd;
import com.github.dockerjava.api.command.RemoveContainerCmd;
import com.github.dockerjava.api.model.Container;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The reaper's labels and what it removes by them, against a synthetic engine that keeps containers by their
 * labels and filters as Docker does (every {@code key=value} must match). Two sites on one host: their jobs
 * are numbered alike ({@code match=1} on both), their worker ids are not.
 */
class ReaperTest {

    private final FakeEngine engine = new FakeEngine();

    @Test
    void aContainerCarriesItsWorkerItsSandboxItsJobAndItsRole() {
        Reaper reaper = new Reaper(engine.client(), "host-1a2b3c4d", "instance-a");

        assertThat(reaper.labels("match=7", "strategy")).containsOnly(Map.entry("arena.worker", "host-1a2b3c4d"),
                Map.entry("arena.instance", "instance-a"), Map.entry("arena.job", "match=7"),
                Map.entry("arena.role", "strategy"));
    }

    @Test
    void twoSitesOnOneHostNeverRemoveEachOthersContainers() {
        Reaper siteA = new Reaper(engine.client(), "embedded-host-1a2b3c4d", "instance-a");
        String gameA = engine.create(siteA.labels("match=1", "strategy"));
        String buildA = engine.create(siteA.labels("submission=2", "build"));
        Reaper siteB = new Reaper(engine.client(), "embedded-host-5e6f7a8b", "instance-b");

        assertThat(siteB.reapWorker()).as("B's start-up").isZero();
        String gameB = engine.create(siteB.labels("match=1", "strategy"));
        assertThat(siteA.reapJob("match=1")).as("A's game ended").isEqualTo(1);
        assertThat(engine.containers()).containsExactly(buildA, gameB);
        assertThat(siteB.containers()).containsExactly(gameB);
        assertThat(siteB.reapOwn()).as("B stops").isEqualTo(1);
        assertThat(engine.containers()).containsExactly(buildA).doesNotContain(gameA);
    }

    @Test
    void aConfiguredIdRemovesItsCrashedPredecessorsContainersAtStartUp() {
        Reaper crashed = new Reaper(engine.client(), "worker-7", "instance-old");
        engine.create(crashed.labels("match=3", "strategy"));
        engine.create(crashed.labels("submission=4", "build"));
        String other = engine.create(new Reaper(engine.client(), "worker-8", "instance-8").labels("match=3", "strategy"));
        Reaper restarted = new Reaper(engine.client(), "worker-7", "instance-new");

        assertThat(restarted.containers()).as("none of them is the new process's own").isEmpty();
        assertThat(restarted.reapWorker()).isEqualTo(2);
        assertThat(engine.containers()).containsExactly(other);
    }

    @Test
    void afterStartUpOnlyTheSandboxsOwnContainersGoEvenUnderASharedId() {
        Reaper first = new Reaper(engine.client(), "worker-7", "instance-1");
        Reaper second = new Reaper(engine.client(), "worker-7", "instance-2");
        String firstGame = engine.create(first.labels("match=1", "strategy"));
        String secondGame = engine.create(second.labels("match=1", "strategy"));

        assertThat(second.reapJob("match=1")).isEqualTo(1);
        assertThat(second.reapOwn()).isZero();
        assertThat(engine.containers()).containsExactly(firstGame).doesNotContain(secondGame);
    }

    /** Containers by id with their labels; a client that lists and removes them as Docker's API does. */
    private static final class FakeEngine {

        private final Map<String, Map<String, String>> containers = new LinkedHashMap<>();
        private final ObjectMapper json = new ObjectMapper();

        String create(Map<String, String> labels) {
            String id = "c" + (containers.size() + 1) + "-" + Integer.toHexString(labels.hashCode());
            containers.put(id, labels);
            return id;
        }

        List<String> containers() {
            return List.copyOf(containers.keySet());
        }

        DockerClient client() {
            return proxy(DockerClient.class, (self, name, args) -> switch (name) {
                case "listContainersCmd" -> list();
                case "removeContainerCmd" -> remove((String) args[0]);
                default -> throw new UnsupportedOperationException(name);
            });
        }

        private ListContainersCmd list() {
            List<String> filter = new ArrayList<>();
            return proxy(ListContainersCmd.class, (self, name, args) -> switch (name) {
                case "withShowAll" -> self;
                case "withLabelFilter" -> {
                    filter.addAll(labelFilter(args[0]));
                    yield self;
                }
                case "exec" -> containers.entrySet().stream()
                        .filter(container -> filter.stream().allMatch(label -> has(container.getValue(), label)))
                        .map(container -> json.convertValue(Map.of("Id", container.getKey(), "Labels", container.getValue()),
                                Container.class))
                        .toList();
                default -> throw new UnsupportedOperationException(name);
            });
        }

        @SuppressWarnings("unchecked")
        private static Collection<String> labelFilter(Object labels) {
            return (Collection<String>) labels;
        }

        private static boolean has(Map<String, String> labels, String filter) {
            int equals = filter.indexOf('=');
            return filter.substring(equals + 1).equals(labels.get(filter.substring(0, equals)));
        }

        private RemoveContainerCmd remove(String id) {
            return proxy(RemoveContainerCmd.class, (self, name, args) -> switch (name) {
                case "withForce", "withRemoveVolumes" -> self;
                case "exec" -> {
                    containers.remove(id);
                    yield null;
                }
                default -> throw new UnsupportedOperationException(name);
            });
        }

        private interface Handler {
            Object handle(Object self, String method, Object[] args);
        }

        private static <T> T proxy(Class<T> type, Handler handler) {
            return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
                    (self, method, args) -> handler.handle(self, method.getName(), args)));
        }
    }
}
