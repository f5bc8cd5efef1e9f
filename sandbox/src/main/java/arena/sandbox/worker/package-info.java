/**
 * The worker: it leases jobs from the queue ({@code JobClient}, in-process or over HTTP), compiles submissions and
 * plays matches in its sandbox ({@code WorkerLoop}, {@code MatchRunner}), and reports the results. A remote worker
 * ({@code RemoteWorker}) holds its own credential and no database credentials.
 */
package arena.sandbox.worker;
