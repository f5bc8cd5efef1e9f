package arena.sandbox.suite;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What a case left behind, counted: the suite's own leftovers (a Docker container's id, or a host process as
 * {@link HostProcesses} words it, {@code "4242: sleep 31337.5"}) and files that appeared on the host during the case
 * ({@link HostFiles}), with their size. {@code what} keeps the first few, for whoever reads the record.
 */
public record Leftovers(int containers, int processes, int others, int files, long bytes, List<String> what) {

    public static final Leftovers NONE = new Leftovers(0, 0, 0, 0, 0, List.of());
    private static final Pattern CONTAINER = Pattern.compile("[0-9a-f]{12,64}");
    private static final Pattern PROCESS = Pattern.compile("\\d+: .*", Pattern.DOTALL);
    private static final int KEPT = 10;

    public Leftovers {
        what = List.copyOf(what);
    }

    /** Counts the suite's leftovers by their form and the new host files (path to size in bytes). */
    public static Leftovers of(List<String> left, Map<String, Long> newFiles) {
        int containers = 0;
        int processes = 0;
        int others = 0;
        List<String> what = new ArrayList<>();
        for (String thing : left) {
            if (CONTAINER.matcher(thing).matches()) {
                containers++;
                what.add("container " + thing);
            } else if (PROCESS.matcher(thing).matches()) {
                processes++;
                what.add("process " + thing);
            } else {
                others++;
                what.add(thing);
            }
        }
        long bytes = 0;
        for (Map.Entry<String, Long> file : newFiles.entrySet()) {
            bytes += file.getValue();
            what.add("file " + file.getKey() + " (" + file.getValue() + " bytes)");
        }
        List<String> kept = what.stream().limit(KEPT).map(s -> s.length() > 160 ? s.substring(0, 160) + "…" : s).toList();
        return new Leftovers(containers, processes, others, newFiles.size(), bytes, kept);
    }

    public boolean none() {
        return containers == 0 && processes == 0 && others == 0 && files == 0;
    }

    /** {@code none left}, or {@code 1 container, 2 files (12 KiB) left}. */
    public String describe() {
        if (none()) {
            return "none left";
        }
        List<String> parts = new ArrayList<>();
        count(parts, containers, "container");
        count(parts, processes, "process");
        count(parts, others, "other");
        if (files > 0) {
            parts.add(files + (files == 1 ? " file" : " files") + " (" + size(bytes) + ")");
        }
        return String.join(", ", parts) + " left";
    }

    private static void count(List<String> parts, int n, String what) {
        if (n > 0) {
            parts.add(n + " " + what + (n == 1 ? "" : what.endsWith("s") ? "es" : "s"));
        }
    }

    private static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return (bytes + 1023) / 1024 + " KiB";
        }
        return (bytes + 1024 * 1024 - 1) / (1024 * 1024) + " MiB";
    }
}
