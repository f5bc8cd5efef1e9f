package arena.sandbox;

import arena.game.api.Seat;

/** A started strategy: a {@link Seat} for the engine, and what the sandbox observed for the platform. */
public interface RunningStrategy extends Seat, AutoCloseable {

    /** The strategy's own output that is not protocol (stderr, and stdout where it is not the protocol). */
    String log();

    /** The last bytes the engine sent, as text, for crash reports. */
    String lastInput();

    /** CPU time and peak memory where the sandbox can measure them. */
    Usage usage();

    /** Stops the strategy if it still runs and removes everything it left behind. Idempotent. */
    @Override
    void close();

    /**
     * @param cpuMillis     CPU time used, or -1 when unknown
     * @param peakMemoryMb  peak memory, or -1 when unknown
     */
    record Usage(long cpuMillis, long peakMemoryMb) {
        public static final Usage UNKNOWN = new Usage(-1, -1);
    }
}
