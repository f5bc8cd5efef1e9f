/**
 * Racetrack's tracks: a track string parsed and validated by the rules of §4 ({@code TrackParser}), its field with
 * the progress index, and the five sandbox tracks the engine offers as maps. A broken track is an {@code
 * InvalidTrackException} naming the rule.
 */
package arena.game.racetrack.maps;
