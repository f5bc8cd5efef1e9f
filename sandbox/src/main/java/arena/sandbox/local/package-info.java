/**
 * Sandboxes without Docker: isolated local processes confined by bubblewrap or util-linux as an unprivileged user
 * ({@code IsolatedSandbox}), and plain processes that isolate nothing, for an admin's own code and tests ({@code
 * LocalProcessSandbox}).
 */
package arena.sandbox.local;
