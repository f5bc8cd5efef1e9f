package arena.sandbox.local;

import arena.game.api.CpuTimes;
import arena.game.process.ProcessSeat;
import arena.sandbox.RunningStrategy;
import java.nio.file.Path;
import java.time.Duration;

/** A local process seat and its temporary directory. */
final class LocalStrategy implements RunningStrategy {

    private final ProcessSeat seat;
    private final Path dir;

    LocalStrategy(ProcessSeat seat, Path dir) {
        this.seat = seat;
        this.dir = dir;
    }

    @Override
    public int index() {
        return seat.index();
    }

    @Override
    public String name() {
        return seat.name();
    }

    @Override
    public void send(byte[] data) {
        seat.send(data);
    }

    @Override
    public void kill() {
        seat.kill();
    }

    @Override
    public long cpuMillis() {
        return seat.cpuMillis();
    }

    @Override
    public CpuTimes cpuTimes() {
        return seat.cpuTimes();
    }

    @Override
    public String log() {
        return seat.log();
    }

    @Override
    public String lastInput() {
        return seat.lastInput();
    }

    /** The process tree's CPU time (its last reading once it ended); its memory is not watched here. */
    @Override
    public Usage usage() {
        return new Usage(seat.cpuMillis(), -1);
    }

    @Override
    public void close() {
        seat.kill();
        try {
            seat.awaitTermination(Duration.ofSeconds(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Directories.deleteQuietly(dir);
    }
}
