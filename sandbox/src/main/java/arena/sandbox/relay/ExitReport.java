package arena.sandbox.relay;

import arena.game.api.ExitStatus;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import java.util.HashMap;
import java.util.Map;

/**
 * The relay's exit frame: how the strategy's process ended and what the container used, read from
 * {@code exit=1 requested=0 cpu_ms=120 peak_kb=20480 oom_kills=0}.
 *
 * @param exitCode  the exit code, or null when a signal ended it
 * @param signal    the signal number, or null
 * @param requested the worker asked the relay to stop it
 * @param cpuMillis CPU time of the container, -1 when unknown
 * @param peakKb    peak memory of the container, -1 when unknown
 * @param oomKills  processes the kernel killed for memory in the container, -1 when unknown
 */
record ExitReport(Integer exitCode, Integer signal, boolean requested, long cpuMillis, long peakKb, long oomKills) {

    private static final int SIGXCPU = 24;
    private static final Phrases WORDS = Phrases.shared();

    static ExitReport parse(String text) {
        Map<String, String> fields = new HashMap<>();
        for (String field : text.strip().split("\\s+")) {
            int equals = field.indexOf('=');
            if (equals > 0) {
                fields.put(field.substring(0, equals), field.substring(equals + 1));
            }
        }
        Integer exit = integer(fields.get("exit"));
        Integer signal = integer(fields.get("signal"));
        if (exit == null && signal == null && !fields.containsKey("running")) {
            throw new RelayException("malformed exit report from the relay: " + abbreviate(text));
        }
        return new ExitReport(exit, signal, "1".equals(fields.get("requested")), number(fields.get("cpu_ms")),
                number(fields.get("peak_kb")), number(fields.get("oom_kills")));
    }

    /**
     * Classifies an exit the worker did not ask for.
     *
     * @param oomKilled what Docker says ({@code State.OOMKilled})
     * @param memoryMb  the container's memory limit, for the message
     * @param logTail   the end of the strategy's log: a language runtime says there when its heap was full
     */
    ExitStatus status(boolean oomKilled, long memoryMb, String logTail) {
        return classify(oomKilled, memoryMb, logTail).withMemory(peakKb < 0 ? -1 : (peakKb + 1023) / 1024, memoryMb);
    }

    private ExitStatus classify(boolean oomKilled, long memoryMb, String logTail) {
        boolean killed = signal != null && signal == 9;
        if (oomKilled || (killed && oomKills > 0)) {
            return new ExitStatus(ReasonCode.MEMORY_LIMIT, null, "SIGKILL", peakKb > 0
                    ? WORDS.say("outcome.verdict.kernelOomPeak", memoryMb, peakKb / 1024)
                    : WORDS.say("outcome.verdict.kernelOom", memoryMb));
        }
        boolean failed = signal != null || (exitCode != null && exitCode != 0);
        Phrase runtime = failed ? ExitStatus.runtimeOutOfMemory(logTail) : null;
        if (runtime != null) {
            return new ExitStatus(ReasonCode.MEMORY_LIMIT, exitCode, signalName(signal),
                    ExitStatus.ranOutOfMemory(runtime, -1));
        }
        if (signal != null && signal == SIGXCPU) {
            // where the sandbox sets a CPU-time limit per process (the isolated local sandbox)
            return new ExitStatus(ReasonCode.TIME_LIMIT, null, "SIGXCPU", WORDS.say("outcome.verdict.cpuStopped"));
        }
        if (signal != null) {
            return ExitStatus.signal(signalName(signal));
        }
        return ExitStatus.exitCode(exitCode == null ? -1 : exitCode);
    }

    static String signalName(Integer signal) {
        if (signal == null) {
            return null;
        }
        return switch (signal) {
            case 1 -> "SIGHUP";
            case 2 -> "SIGINT";
            case 4 -> "SIGILL";
            case 6 -> "SIGABRT";
            case 7 -> "SIGBUS";
            case 8 -> "SIGFPE";
            case 9 -> "SIGKILL";
            case 11 -> "SIGSEGV";
            case 13 -> "SIGPIPE";
            case 15 -> "SIGTERM";
            case 24 -> "SIGXCPU";
            case 25 -> "SIGXFSZ";
            case 31 -> "SIGSYS";
            default -> "signal " + signal;
        };
    }

    private static Integer integer(String value) {
        try {
            return value == null ? null : Integer.valueOf(value);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static long number(String value) {
        try {
            return value == null ? -1 : Long.parseLong(value);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "...";
    }
}
