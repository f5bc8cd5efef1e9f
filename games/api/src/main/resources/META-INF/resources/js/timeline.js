// The replay player's time line and address, shared by every game's viewer (see replay-player.js).
//
// Marks: a viewer's marks(replay) lists what happened, [{frame, kind, text}] with kind one of KINDS and text one
// line in the page's language; the time line merges those of one frame into one mark, drawn left to right at the
// frame's place on every page (Persian too), and a click jumps there.
//
// Address: ?turn=N names the turn as the verdicts and the counter number it; &step=K, when a turn spans several
// frames (troopers' actions), the K-th frame after the turn's first, so a copied address shows exactly that
// moment. Keys: keyAction says what a key press does to the player. The functions before mountTimeline touch no
// page, so they can be tested on their own.

import { clauses, label } from '../games/labels.js';

/** What a mark can stand for, in the order a merged mark shows its colour: the first kind it holds. */
export const KINDS = ['crash', 'death', 'finish', 'score', 'spell'];

/** The turn and step an address asks for (?turn=N&step=K, or the same after #), or null without a valid turn. */
export function requestedMoment(search, hash) {
  const query = new URLSearchParams(search || '');
  const fragment = new URLSearchParams((hash || '').replace(/^#/, ''));
  const from = query.has('turn') ? query : fragment;
  const turn = whole(from.get('turn'));
  if (turn === null) return null;
  return { turn, step: whole(from.get('step')) ?? 0 };
}

/** The address `href` showing a turn (and a step into it when above 0); the rest of the address stays. */
export function addressOf(href, turn, step) {
  const url = new URL(href);
  url.searchParams.set('turn', String(turn));
  if (step > 0) url.searchParams.set('step', String(step)); else url.searchParams.delete('step');
  if (/(^#|&)(turn|step)=/.test(url.hash)) url.hash = '';
  return url.toString();
}

/**
 * The marks of a viewer merged by frame and sorted: [{frame, kind, kinds, texts}], frames kept inside 0..frames-1,
 * marks of an unknown kind or without a frame left out.
 */
export function mergeMarks(marks, frames) {
  const byFrame = new Map();
  for (const mark of Array.isArray(marks) ? marks : []) {
    if (!mark || !KINDS.includes(mark.kind) || !Number.isFinite(Number(mark.frame))) continue;
    const frame = Math.max(0, Math.min(frames - 1, Math.trunc(Number(mark.frame))));
    const merged = byFrame.get(frame) || { frame, kinds: [], texts: [] };
    if (!merged.kinds.includes(mark.kind)) merged.kinds.push(mark.kind);
    if (mark.text && !merged.texts.includes(String(mark.text))) merged.texts.push(String(mark.text));
    byFrame.set(frame, merged);
  }
  return [...byFrame.values()]
    .map((m) => ({ ...m, kind: KINDS.find((k) => m.kinds.includes(k)) }))
    .sort((a, b) => a.frame - b.frame);
}

/** Where a frame sits on the time line, in percent from its left end. */
export function placeOf(frame, frames) {
  return frames <= 1 ? 0 : (100 * frame) / (frames - 1);
}

/**
 * What a key does to the player: 'toggle', a step (-1 or 1), 'first', 'last', or null when the key is not the
 * player's here: with a modifier, while typing in a text field, or where the focused control has its own use of
 * it (a button's space, a slider's arrows and Home/End, a list's arrows).
 */
export function keyAction(event) {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  const action = { ' ': 'toggle', ArrowLeft: -1, ArrowRight: 1, Home: 'first', End: 'last' }[event.key];
  if (action === undefined) return null;
  const target = event.target;
  if (!target || !target.tagName) return action;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return null;
  if (target.tagName === 'BUTTON' || target.tagName === 'SUMMARY' || target.tagName === 'A') return action === 'toggle' ? null : action;
  if (target.tagName === 'INPUT') {
    const type = (target.type || 'text').toLowerCase();
    if (type === 'range') return action === 'toggle' ? action : null;
    return ['button', 'submit', 'reset', 'checkbox', 'radio'].includes(type) && action !== 'toggle' ? action : null;
  }
  return action;
}

/**
 * Draws the merged marks into `container` (the player's [data-role=timeline]) as buttons titled with their turn
 * and what happened; `caption(frame)` gives the turn's words ("Tick 37"), `pick(frame)` is called on a click.
 * Returns show(frame), which moves the time line's cursor.
 */
export function mountTimeline(container, marks, frames, caption, pick) {
  container.replaceChildren();
  const cursor = document.createElement('span');
  cursor.className = 'timeline-now';
  container.append(cursor);
  for (const mark of marks) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'mark mark-' + mark.kind;
    button.dataset.frame = String(mark.frame);
    button.dataset.kinds = mark.kinds.join(' ');
    const text = label('viewers.mark', caption(mark.frame), clauses(mark.texts));
    button.title = text;
    button.setAttribute('aria-label', text);
    button.style.left = placeOf(mark.frame, frames) + '%';
    button.addEventListener('click', () => pick(mark.frame));
    container.append(button);
  }
  container.dataset.marks = String(marks.length);
  return (frame) => {
    cursor.style.left = placeOf(frame, frames) + '%';
  };
}

function whole(value) {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
