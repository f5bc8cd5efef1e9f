/**
 * Keyset paging for lists shown newest first: "older" and "newer" links that cost the same however deep they go.
 */
package arena.platform.paging;
