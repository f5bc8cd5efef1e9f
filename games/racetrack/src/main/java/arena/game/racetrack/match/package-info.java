/**
 * Racetrack's match: one strategy drives one lap of one track ({@code TimeTrial}), and the result becomes the
 * platform's outcome and replay ({@code TrialReport}). Also the acceptance rule of a new submission ({@code
 * Acceptance}).
 */
package arena.game.racetrack.match;
