/**
 * The site's languages (English, Russian, Persian): which language and time zone a page is written in, the language
 * switch, and the words the hosted games bring in their own bundles (replay pages, outcomes). It knows the games and
 * the signed-in reader only through its ports {@code HostedGames} and {@code SignedInReader}; {@code web} wires it.
 */
package arena.platform.i18n;
