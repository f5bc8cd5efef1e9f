/**
 * Accounts: users and roles, registration, signing in with throttles, passwords and their reset by mail, and
 * personal API tokens. Request filters and the error pages are in {@code web}.
 */
package arena.platform.account;
