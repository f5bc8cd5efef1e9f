/**
 * Prometheus metrics of the site: games as their results are committed, and gauges of the job queue.
 */
package arena.platform.metrics;
