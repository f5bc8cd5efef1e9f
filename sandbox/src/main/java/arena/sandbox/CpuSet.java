package arena.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * CPU cores by number, written as Linux lists them ({@code 0-3,6}): the cores a worker may use, or the
 * cores of one worker slot, to which that slot's strategies and builds are pinned. {@link #ANY} pins
 * nothing.
 */
public record CpuSet(List<Integer> cores) {

    public static final CpuSet ANY = new CpuSet(List.of());

    public CpuSet {
        cores = List.copyOf(new TreeSet<>(cores));
        if (cores.stream().anyMatch(core -> core < 0)) {
            throw new IllegalArgumentException("CPU numbers are not negative: " + cores);
        }
    }

    /** @throws IllegalArgumentException when {@code list} is not a list like {@code 0-3,6} */
    public static CpuSet parse(String list) {
        List<Integer> cores = new ArrayList<>();
        for (String part : list.strip().split(",")) {
            if (part.isBlank()) {
                continue;
            }
            try {
                int dash = part.indexOf('-');
                int first = Integer.parseInt(part.substring(0, dash < 0 ? part.length() : dash).strip());
                int last = dash < 0 ? first : Integer.parseInt(part.substring(dash + 1).strip());
                if (last < first || last - first > 65_536) {
                    throw new IllegalArgumentException("not a CPU list: " + list);
                }
                for (int core = first; core <= last; core++) {
                    cores.add(core);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a CPU list: " + list, e);
            }
        }
        return new CpuSet(cores);
    }

    /**
     * The cores this process may run on (its affinity, {@code Cpus_allowed_list} in
     * {@code /proc/self/status}: what {@code taskset} or a container's cpuset left it); where that
     * cannot be read, the first {@link Runtime#availableProcessors()} cores.
     */
    public static CpuSet allowed() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    CpuSet allowed = parse(line.substring(line.indexOf(':') + 1));
                    if (!allowed.any()) {
                        return allowed;
                    }
                }
            }
        } catch (IOException | IllegalArgumentException notLinux) {
            // below
        }
        List<Integer> cores = new ArrayList<>();
        for (int core = 0; core < Runtime.getRuntime().availableProcessors(); core++) {
            cores.add(core);
        }
        return new CpuSet(cores);
    }

    /** True for {@link #ANY}: no pinning. */
    public boolean any() {
        return cores.isEmpty();
    }

    public int size() {
        return cores.size();
    }

    /** The Linux list form, {@code 0-3,6}; empty for {@link #ANY}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < cores.size(); i++) {
            int first = cores.get(i);
            int last = first;
            while (i + 1 < cores.size() && cores.get(i + 1) == last + 1) {
                last = cores.get(++i);
            }
            if (!text.isEmpty()) {
                text.append(',');
            }
            text.append(first);
            if (last > first) {
                text.append('-').append(last);
            }
        }
        return text.toString();
    }
}
