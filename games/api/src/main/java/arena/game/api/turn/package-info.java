/**
 * The turn loop every game uses to talk to its seats ({@code TurnLoop}): it sends a turn's requests, waits for the
 * answers until their deadlines, cuts what arrives into messages ({@code Framing}) and measures each answer's time.
 * It also words the verdict when a seat fails, and tells a strategy the host starved from one that was slow ({@code
 * Starvation}).
 */
package arena.game.api.turn;
