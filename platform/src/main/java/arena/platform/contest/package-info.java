/**
 * Contests: a contest of one game with its settings, access (who runs it), the organizer's texts and maps, and its
 * rules page. Also the catalog of the games this site hosts ({@code GameCatalog}), what they say about themselves in
 * the page's language ({@code GameTexts}), and the ceilings on what organizers may set. The contest page shows the
 * player's own submissions through the port {@code PlayerSubmissions}.
 */
package arena.platform.contest;
