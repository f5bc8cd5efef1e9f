package arena.sandbox.local;

import arena.sandbox.build.BuildLimits;
import java.time.Duration;
import java.util.Locale;

/**
 * How the isolated local sandbox confines strategies and builds; the limits match the Docker sandbox's.
 *
 * @param tool          which tool confines: either, preferring bubblewrap ({@code auto}), or one forced
 * @param pidsLimit     processes and threads of one strategy or build
 * @param workTmpfsMb   size of a strategy's {@code /work} (grown for large artifacts)
 * @param tmpTmpfsMb    size of a strategy's {@code /tmp}
 * @param buildMemoryMb memory of a compilation
 * @param buildTmpfsMb  size of a compilation's {@code /work} and of its {@code /tmp}
 * @param cpuTime       CPU time of each process of a strategy whose game sets no total time
 * @param startTimeout  how long starting a sandbox may take
 * @param buildLimits   sizes of sources, artifacts and logs
 */
public record IsolationSettings(Tool tool, long pidsLimit, long workTmpfsMb, long tmpTmpfsMb, long buildMemoryMb,
        long buildTmpfsMb, Duration cpuTime, Duration startTimeout, BuildLimits buildLimits) {

    /** Which tool confines. */
    public enum Tool {
        AUTO, BUBBLEWRAP, UTIL_LINUX;

        /** @throws IllegalArgumentException for anything but auto, bubblewrap or util-linux */
        public static Tool parse(String tool) {
            return switch (tool == null ? "" : tool.strip().toLowerCase(Locale.ROOT)) {
                case "", "auto" -> AUTO;
                case "bubblewrap", "bwrap" -> BUBBLEWRAP;
                case "util-linux", "unshare" -> UTIL_LINUX;
                default -> throw new IllegalArgumentException("ARENA_ISOLATION must be auto, bubblewrap or util-linux, not: "
                        + tool);
            };
        }
    }

    /** The defaults, with {@code ARENA_ISOLATION} (auto, bubblewrap or util-linux) choosing the tool. */
    public static IsolationSettings fromEnvironment() {
        return defaults(Tool.parse(System.getenv("ARENA_ISOLATION")));
    }

    public static IsolationSettings defaults(Tool tool) {
        return new IsolationSettings(tool, 128, 64, 16, 1024, 512, Duration.ofMinutes(10), Duration.ofSeconds(30),
                BuildLimits.DEFAULT);
    }
}
