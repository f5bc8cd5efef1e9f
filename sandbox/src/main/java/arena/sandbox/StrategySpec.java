package arena.sandbox;

import arena.game.api.Launch;
import arena.game.api.Limits;

/**
 * What the sandbox needs to start one strategy for one seat.
 *
 * @param seat     the seat index in the match
 * @param name     the seat's display name
 * @param language a language id of {@link arena.sandbox.build.Languages}
 * @param artifact the build's artifact: a zip of the directory the strategy runs in
 * @param entry    the build's entry point
 * @param launch   the game's transport, port, arguments and environment
 * @param limits   the match's limits (the sandbox applies memory and output)
 * @param label    identifies the strategy in logs and container labels ({@code match=7 seat=2})
 * @param cpus     the cores of the worker slot that plays the match: the strategy runs on these only
 */
public record StrategySpec(int seat, String name, String language, byte[] artifact, String entry, Launch launch, Limits limits,
        String label, CpuSet cpus) {

    /** A strategy pinned to no particular cores. */
    public StrategySpec(int seat, String name, String language, byte[] artifact, String entry, Launch launch,
            Limits limits, String label) {
        this(seat, name, language, artifact, entry, launch, limits, label, CpuSet.ANY);
    }
}
