package arena.sandbox.local;

import arena.sandbox.SandboxException;
import java.security.SecureRandom;
import java.util.BitSet;

/**
 * Unprivileged user ids, one per running sandbox, so that one strategy's processes never count against
 * another's process limit ({@code RLIMIT_NPROC} counts per user) and no two strategies share a user. The
 * ids belong to no account: a block of {@link #SIZE} starting at a random multiple of {@link #SIZE} in
 * 1,000,000,000 to 1,999,999,999, far from real users, subordinate id ranges and the Docker image's
 * 10001, and unlikely to meet another worker's block on the same machine.
 */
final class UidPool {

    static final int SIZE = 1000;
    private static final int FIRST = 1_000_000_000;

    private final int base;
    private final BitSet used = new BitSet(SIZE);

    UidPool(int base) {
        this.base = base;
    }

    static UidPool random() {
        return new UidPool(FIRST + new SecureRandom().nextInt(1_000_000) * SIZE);
    }

    /** @throws SandboxException when {@link #SIZE} sandboxes run at once */
    synchronized int acquire() {
        int free = used.nextClearBit(0);
        if (free >= SIZE) {
            throw new SandboxException("more than " + SIZE + " isolated processes at once");
        }
        used.set(free);
        return base + free;
    }

    synchronized void release(int uid) {
        if (uid >= base && uid < base + SIZE) {
            used.clear(uid - base);
        }
    }

    /** Whether {@code uid} is one of this pool's. */
    boolean owns(int uid) {
        return uid >= base && uid < base + SIZE;
    }
}
