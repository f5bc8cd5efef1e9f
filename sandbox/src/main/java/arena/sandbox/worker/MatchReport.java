package arena.sandbox.worker;

import arena.game.api.Outcome;
import java.util.List;

/** What a worker reports of a played match: the engine's outcome and what the sandbox saw per seat. */
public record MatchReport(Outcome outcome, List<SeatReport> seats, long wallMillis) {

    public MatchReport {
        seats = List.copyOf(seats);
    }

    /**
     * @param log       the strategy's own output, capped (empty for built-in bots)
     * @param lastInput the last bytes the engine sent it
     * @param exitCode  the exit code of a process that ended on its own, or {@code null}
     * @param signal    the signal that ended it ({@code SIGSEGV}), or {@code null}
     */
    public record SeatReport(String log, String lastInput, long cpuMillis, long peakMemoryMb, Integer exitCode,
            String signal) {
        public static final SeatReport BUILT_IN = new SeatReport("", "", -1, -1);

        /** A seat whose process did not end on its own (the engine stopped it). */
        public SeatReport(String log, String lastInput, long cpuMillis, long peakMemoryMb) {
            this(log, lastInput, cpuMillis, peakMemoryMb, null, null);
        }
    }
}
