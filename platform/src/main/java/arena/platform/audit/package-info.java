/**
 * The audit log: every admin action, and contest settings changes by organizers and admins, recorded with a reason
 * in the transaction of the change ({@code AdminAudit}). Any feature writes to it; the admin pages only read it.
 */
package arena.platform.audit;
