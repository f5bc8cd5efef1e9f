/**
 * Admin actions that change something, each with a reason in the audit log: the ratings review of a user, voiding
 * and re-running rated games, disabling strategies, bans, and actions on jobs and workers.
 */
package arena.platform.admin.review;
