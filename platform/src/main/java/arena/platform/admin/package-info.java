/**
 * The admin's dashboard and its REST API: what an admin watches across the site (the sandbox in use, the queue,
 * workers, failures). The audit log, crashes, queue and workers, and reviews are in its subpackages.
 */
package arena.platform.admin;
