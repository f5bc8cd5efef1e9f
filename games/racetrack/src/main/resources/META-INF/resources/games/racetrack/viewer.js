// Racetrack viewer: draws a track from its string ("<width> <axis>", the map's data) and the
// path of a car from a replay. A plain ES module, no dependencies; U is drawn upwards (y flipped). Its words
// come from the page in the page's language (label('...'), the game's viewer.properties).

import { label, phrase } from '../labels.js';

const STEP = { U: [0, 1], D: [0, -1], L: [-1, 0], R: [1, 0] };
const COLORS = { field: '#b8bec6', axis: '#3b4452', start: '#1a9641', path: '#2166ac', crash: '#d7191c', finish: '#fdae61' };

/** The axis points, the field (Manhattan diamonds of radius width around them) and its bounds. */
export function parseTrack(text) {
  const space = text.indexOf(' ');
  const width = Number(text.slice(0, space));
  const letters = text.slice(space + 1);
  const axis = [];
  let x = 0;
  let y = 0;
  for (const letter of letters) {
    axis.push([x, y]);
    x += STEP[letter][0];
    y += STEP[letter][1];
  }
  const field = new Map();
  const bounds = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  for (const [ax, ay] of axis) {
    for (let dy = -width; dy <= width; dy++) {
      const span = width - Math.abs(dy);
      for (let dx = -span; dx <= span; dx++) {
        field.set(`${ax + dx},${ay + dy}`, [ax + dx, ay + dy]);
      }
    }
    bounds.minX = Math.min(bounds.minX, ax - width);
    bounds.maxX = Math.max(bounds.maxX, ax + width);
    bounds.minY = Math.min(bounds.minY, ay - width);
    bounds.maxY = Math.max(bounds.maxY, ay + width);
  }
  return { width, axis, field: [...field.values()], direction: STEP[letters[0]], bounds };
}

/** Draws the track fitted to the canvas; returns the lattice-to-pixel mapping for overlays. */
export function drawMap(canvas, mapData) {
  const track = parseTrack(mapData);
  const ctx = canvas.getContext('2d');
  const view = fit(canvas, track.bounds);
  ctx.clearRect(0, 0, canvas.width, canvas.height);

  const dot = (p, radius, color) => {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(view.x(p[0]), view.y(p[1]), radius, 0, 2 * Math.PI);
    ctx.fill();
  };
  track.field.forEach((p) => dot(p, Math.max(1, view.scale * 0.08), COLORS.field));
  track.axis.forEach((p) => dot(p, Math.max(1.5, view.scale * 0.14), COLORS.axis));

  // The start line: the field points S + k·n, |k| ≤ width, with n = d rotated by +90°.
  const [dx, dy] = track.direction;
  const [nx, ny] = [-dy, dx];
  const reach = track.width + 0.5;
  line(ctx, view, [-reach * nx, -reach * ny], [reach * nx, reach * ny], COLORS.start, Math.max(2, view.scale * 0.12));
  arrow(ctx, view, [0, 0], [1.5 * dx, 1.5 * dy], COLORS.start);
  return view;
}

/** What the player's counter says: frame N shows the car after move N (0 is the start), as the lines say. */
export function turnName() {
  return label('turn');
}

export function turnOfFrame(replay, frame) {
  return Math.max(0, Math.min(frameCount(replay) - 1, frame | 0));
}

/** Frames of the replay player: the start position, then one per move simulated. */
export function frameCount(replay) {
  return Math.max(1, (replay.positions || []).length);
}

/** The whole run: the last frame. */
export function drawReplay(canvas, mapData, replay) {
  drawFrame(canvas, mapData, replay, frameCount(replay) - 1);
}

/**
 * The map, then the car's path up to one frame: start square, polyline, the car; on the last frame
 * the crash segment in red or the finish crossing.
 */
export function drawFrame(canvas, mapData, replay, frame) {
  const view = drawMap(canvas, mapData);
  const ctx = canvas.getContext('2d');
  const all = replay.positions || [];
  const last = Math.min(frame, all.length - 1);
  const points = all.slice(0, last + 1);
  const complete = last === all.length - 1;
  const width = Math.max(1.5, view.scale * 0.08);
  const crashed = replay.status === 'CRASHED' && complete;
  for (let i = 1; i < points.length; i++) {
    const crashing = crashed && i === points.length - 1;
    line(ctx, view, points[i - 1], points[i], crashing ? COLORS.crash : COLORS.path, width);
  }
  ctx.fillStyle = COLORS.path;
  points.slice(1).forEach((p) => ctx.fillRect(view.x(p[0]) - width, view.y(p[1]) - width, 2 * width, 2 * width));
  if (points.length > 0) {
    const side = Math.max(6, view.scale * 0.4);
    ctx.strokeStyle = COLORS.start;
    ctx.lineWidth = 2;
    ctx.strokeRect(view.x(points[0][0]) - side / 2, view.y(points[0][1]) - side / 2, side, side);
    const car = points[points.length - 1];
    ctx.fillStyle = crashed ? COLORS.crash : COLORS.axis;
    ctx.beginPath();
    ctx.arc(view.x(car[0]), view.y(car[1]), Math.max(3, view.scale * 0.22), 0, 2 * Math.PI);
    ctx.fill();
  }
  if (complete && replay.status === 'FINISHED' && replay.time && points.length >= 2) {
    // t* of the last move: the time minus the whole moves before it (exact fraction num/den).
    const t = (replay.time.num - (replay.finishingMove - 1) * replay.time.den) / replay.time.den;
    const [p, q] = points.slice(-2);
    const at = [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
    ctx.strokeStyle = COLORS.finish;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(view.x(at[0]), view.y(at[1]), Math.max(5, view.scale * 0.35), 0, 2 * Math.PI);
    ctx.stroke();
  }
}

/** One line about the replay (at a frame of the player: the moves made so far). */
export function describe(replay, frame) {
  const moves = replay.answer === undefined ? 0 : replay.answer.length;
  if (frame !== undefined && frame < frameCount(replay) - 1) {
    return label('describe.move', frame, moves);
  }
  switch (replay.status) {
    case 'FINISHED':
      return label('describe.finished', plain(replay.time.display), replay.finishingMove, moves);
    case 'CRASHED':
      return label('describe.crashed', replay.crashMove, moves);
    case 'NOT_FINISHED':
      return label('describe.notFinished', moves);
    default:
      // the verdict in the reader's words; a replay from before its phrase gives the English message
      return `${replay.status}: ${phrase(replay.messagePhrase || replay.message || '')}`;
  }
}

/** What the time line marks: the car leaving the track, or the lap finished, at the frame showing it. */
export function marks(replay) {
  const last = frameCount(replay) - 1;
  if (replay.status === 'CRASHED' && Number.isInteger(replay.crashMove)) {
    return [{ frame: Math.min(last, replay.crashMove), kind: 'death', text: label('mark.crashed') }];
  }
  if (replay.status === 'FINISHED' && Number.isInteger(replay.finishingMove) && replay.time) {
    return [{ frame: Math.min(last, replay.finishingMove), kind: 'finish', text: label('mark.finished', plain(replay.time.display)) }];
  }
  return [];
}

function fit(canvas, bounds) {
  const margin = 12;
  const columns = bounds.maxX - bounds.minX || 1;
  const rows = bounds.maxY - bounds.minY || 1;
  const scale = Math.min((canvas.width - 2 * margin) / columns, (canvas.height - 2 * margin) / rows);
  const left = (canvas.width - scale * columns) / 2;
  const top = (canvas.height - scale * rows) / 2;
  return {
    scale,
    x: (x) => left + (x - bounds.minX) * scale,
    y: (y) => top + (bounds.maxY - y) * scale,
  };
}

function line(ctx, view, from, to, color, width) {
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(view.x(from[0]), view.y(from[1]));
  ctx.lineTo(view.x(to[0]), view.y(to[1]));
  ctx.stroke();
}

function arrow(ctx, view, from, to, color) {
  line(ctx, view, from, to, color, 2);
  const angle = Math.atan2(view.y(to[1]) - view.y(from[1]), view.x(to[0]) - view.x(from[0]));
  const head = Math.max(6, view.scale * 0.35);
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(view.x(to[0]), view.y(to[1]));
  ctx.lineTo(view.x(to[0]) - head * Math.cos(angle - 0.4), view.y(to[1]) - head * Math.sin(angle - 0.4));
  ctx.lineTo(view.x(to[0]) - head * Math.cos(angle + 0.4), view.y(to[1]) - head * Math.sin(angle + 0.4));
  ctx.closePath();
  ctx.fill();
}

/** A time as people write it: 39.000000 is 39, 112.500000 is 112.5. */
function plain(display) {
  const text = String(display);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}
