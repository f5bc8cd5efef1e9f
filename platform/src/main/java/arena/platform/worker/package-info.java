/**
 * Remote workers' credentials: each worker's own credential, join tokens exchanged once for one, and the signed-in
 * worker. The worker itself is in the {@code arena.sandbox} module; the queue it works from is {@code job}.
 */
package arena.platform.worker;
