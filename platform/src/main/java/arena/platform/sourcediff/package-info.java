/**
 * Two of a contestant's submissions side by side: file by file, line by line, for the owner (and admins) only.
 * The lines are text, escaped by the page like any other; nothing of a source is ever written as HTML.
 */
package arena.platform.sourcediff;
