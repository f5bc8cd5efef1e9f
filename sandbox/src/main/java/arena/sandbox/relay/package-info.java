/**
 * The worker's side of the relay, the small program inside a container or an isolated process: its frames, their
 * decoding, and a strategy or a build spoken to through it ({@code RelayStrategy}, {@code RelayBuild}). The relay
 * program itself is in {@code docker/runtime/relay}.
 */
package arena.sandbox.relay;
