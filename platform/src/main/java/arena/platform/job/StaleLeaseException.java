package arena.platform.job;

import arena.platform.error.ArenaException;
import org.springframework.http.HttpStatus;

/** A worker reported on a lease it no longer holds; its result is ignored. */
public class StaleLeaseException extends ArenaException {

    StaleLeaseException(long jobId) {
        super(HttpStatus.CONFLICT, "STALE_LEASE", "error.STALE_LEASE", jobId);
    }
}
