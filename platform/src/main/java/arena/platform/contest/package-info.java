/**
 * Contests: a contest of one game with its settings, access (who runs it), the organizer's texts and maps, and its
 * rules page. Also the catalog of the games this site hosts ({@code GameCatalog}) and the ceilings on what
 * organizers may set.
 */
package arena.platform.contest;
