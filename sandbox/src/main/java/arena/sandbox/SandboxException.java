package arena.sandbox;

import arena.game.api.SeatInfraException;

/** The sandbox itself failed (not the strategy): the job is retried and nobody is blamed. */
public class SandboxException extends SeatInfraException {

    public SandboxException(String message, Throwable cause) {
        super(message, cause);
    }

    public SandboxException(String message) {
        super(message);
    }
}
