/**
 * The job queue in PostgreSQL: compile and match jobs, leases with heartbeats and expiry, bounded retries, the
 * worker API, and the infrastructure faults it kept. What a worker reports is checked and made safe to store here
 * ({@code SafeResults}, {@code SafeText}).
 */
package arena.platform.job;
