/**
 * The admin's queue and workers pages: queue figures per job kind, the fleet of workers, and who may work for the
 * site (worker credentials and join tokens, made and revoked here).
 */
package arena.platform.admin.ops;
