/**
 * The embedded worker of a single-machine install: a worker inside the site's process with an in-process queue
 * client, and the choice of its sandbox ({@code arena.worker.sandbox}).
 */
package arena.platform.embedded;
