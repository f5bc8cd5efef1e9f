/**
 * The admin's crash list: failed seats, rejected submissions and attempts the infrastructure failed, with filters,
 * charts and each crash's evidence. It reads what other packages stored and changes nothing.
 */
package arena.platform.admin.crash;
