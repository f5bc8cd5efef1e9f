/**
 * The embedded PostgreSQL of a single-machine install, started so that no other local user can reach it, and the
 * private folders it keeps its data in.
 */
package arena.platform.db;
