package arena.game.api;

/** Why a seat, a game or a submission ended the way it did. One enum for every game and the platform. */
public enum ReasonCode {
    OK,
    /** A time limit (per move, total, start-up) was exceeded; the message says which and by how much. */
    TIME_LIMIT,
    /** The strategy was killed for exceeding its memory limit. */
    MEMORY_LIMIT,
    /** The strategy's process ended on its own: exit code or signal. */
    RUNTIME_ERROR,
    /** The strategy broke the wire protocol. */
    PROTOCOL_ERROR,
    /** A well-formed action that the rules forbid, where the game makes that a crash. */
    INVALID_ACTION,
    /** An answer that is not a valid answer (racetrack: bad characters, too long). */
    INVALID_ANSWER,
    /**
     * A strategy that was not seen to end gave no usable answer over HTTP: the connection was refused,
     * reset or closed without a response, or the status was not 200. A strategy that died is judged by its
     * exit instead, and one that stayed silent past its deadline is {@link #TIME_LIMIT}.
     */
    NO_ANSWER,
    /** The strategy wrote more than allowed. */
    OUTPUT_LIMIT,
    /** The infrastructure failed; never the strategy's fault. */
    INFRA_ERROR,
    /** A submission did not compile. */
    COMPILE_ERROR,
    /** A submission failed its acceptance games. */
    ACCEPTANCE_FAILED,
    /** Not compiled or not played: an admin disabled the account whose code it would run. */
    ACCOUNT_DISABLED
}
