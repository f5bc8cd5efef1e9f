/**
 * The site's languages (English, Russian, Persian): which language and time zone a page is written in, the language
 * switch, and the words the hosted games bring in their own bundles (replay pages, outcomes, descriptions).
 */
package arena.platform.i18n;
