/**
 * The audit log: every admin action, and contest settings changes by organizers and admins, recorded with a reason
 * in the transaction of the change ({@code AdminAudit}), and its page and JSON for admins.
 */
package arena.platform.admin.audit;
