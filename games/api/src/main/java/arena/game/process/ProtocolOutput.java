package arena.game.process;

import arena.game.api.ExitStatus;
import arena.game.api.Limits;
import arena.game.api.MessageEnd;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;

/**
 * Counts what a strategy writes to its game, as every seat that carries a stream does (a container's relay, a local
 * process): the whole game's output ({@link Limits#maxMessageBytes()}) and, where the protocol ends its messages
 * with a byte, the current message ({@link MessageEnd#MAX_MESSAGE_BYTES}). Either cap passed stops the strategy with
 * {@code OUTPUT_LIMIT}. Not thread-safe: one reader thread feeds it.
 */
public final class ProtocolOutput {

    private static final Phrases WORDS = Phrases.shared();

    private final long maxBytes;
    private final MessageEnd end;
    private final long maxMessageBytes;
    private long written;
    private long message;

    public ProtocolOutput(Limits limits, MessageEnd end) {
        this(limits.maxMessageBytes(), end, MessageEnd.MAX_MESSAGE_BYTES);
    }

    ProtocolOutput(long maxBytes, MessageEnd end, long maxMessageBytes) {
        this.maxBytes = maxBytes;
        this.end = end;
        this.maxMessageBytes = maxMessageBytes;
    }

    /** Counts {@code length} more bytes: the status that stops the strategy, or {@code null} while within both caps. */
    public ExitStatus add(byte[] data, int offset, int length) {
        written += length;
        if (written > maxBytes) {
            return new ExitStatus(ReasonCode.OUTPUT_LIMIT, null, null,
                    WORDS.say("outcome.verdict.outputLimit", maxBytes));
        }
        if (end == MessageEnd.NONE) {
            return null;
        }
        for (int i = offset; i < offset + length; i++) {
            if (end.ends(data[i])) {
                message = 0;
            } else if (++message > maxMessageBytes) {
                return new ExitStatus(ReasonCode.OUTPUT_LIMIT, null, null,
                        WORDS.say("outcome.verdict.messageLimit", size(maxMessageBytes),
                                WORDS.say("outcome.verdict.end." + end.name())));
            }
        }
        return null;
    }

    private static Phrase size(long bytes) {
        return bytes % (1 << 20) == 0 ? WORDS.say("outcome.verdict.mib", bytes / (1 << 20))
                : WORDS.say("outcome.verdict.bytes", bytes);
    }
}
