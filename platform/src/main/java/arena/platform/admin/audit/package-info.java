/**
 * The audit log's page and JSON for admins. The log itself, which every feature writes to, is
 * {@code arena.platform.audit}.
 */
package arena.platform.admin.audit;
