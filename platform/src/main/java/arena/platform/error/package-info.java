/**
 * The refusal every feature throws ({@code ArenaException}, {@code FieldException} for a form's field) and its
 * sentence in the reader's language ({@code ErrorSentences}). How refusals become pages and problem details is
 * {@code arena.platform.web}'s.
 */
package arena.platform.error;
