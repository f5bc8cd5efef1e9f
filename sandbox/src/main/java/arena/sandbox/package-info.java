/**
 * The isolation module that runs strangers' code: {@code Sandbox} compiles submissions and starts each strategy of
 * a match as a seat, and {@code Sandboxes} chooses a worker's sandbox (Docker, isolated local processes, or unsafe
 * plain processes). It is not the rated ladder, which is {@code arena.platform.ladder}.
 */
package arena.sandbox;
