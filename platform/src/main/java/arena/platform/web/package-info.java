/**
 * What every page and REST call shares: security configuration and filters, the site's language resolver
 * ({@code I18nConfiguration}), request size and rate limits, error pages and problem details with reason codes (the
 * refusals themselves are {@code arena.platform.error}'s), live updates, and how numbers and times are shown.
 * Features keep their own controllers in their own packages.
 */
package arena.platform.web;
