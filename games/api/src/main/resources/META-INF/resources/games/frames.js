// Frames that carry the turn they show, shared by the viewers whose replays list such frames. Served at
// /games/frames.js; a viewer imports '../frames.js' (the downloadable page carries it as it carries labels.js).
//
// A viewer whose replay holds `frames` with a `turn` each (sharif, smartdog) hands frameCount, turnOfFrame and
// frameOfTurn on to the replay player as they are; a viewer with frames of its own (troopers: `move`) answers with
// turnAt and firstFrameOf. The functions touch no page.

/** Number of frames of a replay that lists them as `frames`. */
export function frameCount(replay) {
  return replay && Array.isArray(replay.frames) ? replay.frames.length : 0;
}

/** The turn frame `frame` shows, the same number as in verdicts and `?turn=N`. */
export function turnOfFrame(replay, frame) {
  return turnAt((replay && replay.frames) || [], frame, 'turn');
}

/** The first frame of turn `turn`. */
export function frameOfTurn(replay, turn) {
  return firstFrameOf((replay && replay.frames) || [], turn, 'turn');
}

/** The turn (field `key`) of frame `frame`, kept inside the frames; 0 when there are none. */
export function turnAt(frames, frame, key) {
  return frames.length === 0 ? 0 : frames[Math.max(0, Math.min(frames.length - 1, frame | 0))][key];
}

/** The first frame whose turn (field `key`) is `turn` or later; the last frame when none is. */
export function firstFrameOf(frames, turn, key) {
  const at = frames.findIndex((f) => f[key] >= turn);
  return at < 0 ? frames.length - 1 : at;
}
