/**
 * Accounts: users and roles, registration, signing in with throttles, passwords and their reset by mail, and
 * personal API tokens. Request filters and the error pages are in {@code web}; the account page leaves out the games
 * of unpublished stages through the port {@code UnpublishedGames}.
 */
package arena.platform.account;
