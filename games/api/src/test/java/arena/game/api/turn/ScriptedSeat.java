package arena.game.api.turn;

import arena.game.api.CpuTimes;
import arena.game.api.ExitStatus;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.testing.VirtualMatch;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.LongFunction;
import java.util.function.LongUnaryOperator;

/** A seat of a {@link VirtualMatch} whose script answers what it is sent, at chosen times. */
final class ScriptedSeat implements Seat {

    private final int index;
    private final VirtualMatch match;
    private final BiConsumer<ScriptedSeat, String> script;
    private final long startedMs;
    private LongUnaryOperator cpu = elapsed -> -1;
    private LongFunction<CpuTimes> cpuTimes = elapsed -> CpuTimes.UNKNOWN;
    final List<String> received = new ArrayList<>();
    Long killedAtMs;

    /** @param script sees every message the engine sends */
    ScriptedSeat(int index, VirtualMatch match, BiConsumer<ScriptedSeat, String> script) {
        this.index = index;
        this.match = match;
        this.script = script;
        this.startedMs = match.elapsedMs();
        match.add(this);
    }

    /** CPU time as a function of the milliseconds since the seat started. */
    ScriptedSeat cpu(LongUnaryOperator cpuMillisAfter) {
        this.cpu = cpuMillisAfter;
        return this;
    }

    /** What its threads did with the CPU as a function of the milliseconds since the seat started. */
    ScriptedSeat cpuTimes(LongFunction<CpuTimes> timesAfter) {
        this.cpuTimes = timesAfter;
        return this;
    }

    @Override
    public int index() {
        return index;
    }

    @Override
    public String name() {
        return "seat" + index;
    }

    @Override
    public void send(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        received.add(text);
        script.accept(this, text);
    }

    @Override
    public void kill() {
        if (killedAtMs == null) {
            killedAtMs = match.elapsedMs();
        }
    }

    @Override
    public long cpuMillis() {
        return cpu.applyAsLong(match.elapsedMs() - startedMs);
    }

    @Override
    public CpuTimes cpuTimes() {
        return cpuTimes.apply(match.elapsedMs() - startedMs);
    }

    void says(long afterMs, String text) {
        match.after(afterMs, at -> new SeatEvent.Received(this, text.getBytes(StandardCharsets.UTF_8), at));
    }

    void replies(long afterMs, int status, String body, long processingMs) {
        match.after(afterMs, at -> new SeatEvent.Reply(this, status, body.getBytes(StandardCharsets.UTF_8), false,
                processingMs * VirtualMatch.MS, at));
    }

    void exchangeFails(long afterMs, String reason) {
        match.after(afterMs, at -> new SeatEvent.ExchangeFailed(this, reason, at));
    }

    void connects(long afterMs) {
        match.after(afterMs, at -> new SeatEvent.Connected(this, at));
    }

    void closes(long afterMs) {
        match.after(afterMs, at -> new SeatEvent.Disconnected(this, at));
    }

    void exits(long afterMs, ExitStatus status) {
        match.after(afterMs, at -> new SeatEvent.Exited(this, status, at));
    }
}
